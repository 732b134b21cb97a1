import type { PersonName } from '@portal/sdk/model';

/** A person as the screens name them: "Anna Kowalska". */
export const fullName = (person: PersonName) => `${person.firstName} ${person.lastName}`;

/** Spec 000 "Unlimited consultations page": what a client with no manager assigned reads (wherever managers are). */
export const noManagerText = 'Wygląda na to że nie masz przydzielonego żadnego managera.';

/** Spec 000 "Unlimited consultations page": a manager card's title, "Manager" when the person has none. */
export const defaultManagerTitle = 'Manager';
export const managerTitleOf = (person: { managerTitle?: { name: string } | null }) =>
  person.managerTitle?.name || defaultManagerTitle;
