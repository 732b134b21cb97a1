import type { PersonName } from '@portal/sdk/model';

/** A person as the screens name them: "Anna Kowalska". */
export const fullName = (person: PersonName) => `${person.firstName} ${person.lastName}`;
