import type { PersonName } from '@portal/sdk/model';
import { formatDate, formatDateTime } from '../../../copy/dates';

export const personName = (person: PersonName | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}` : undefined;

export const optionalDate = (date: string | null | undefined) => (date ? formatDate(date) : undefined);
export const optionalDateTime = (date: string | null | undefined) => (date ? formatDateTime(date) : undefined);

/** Sorts people by last and first name, Polish collation. */
export const byPersonName = (a: PersonName, b: PersonName) =>
  a.lastName.localeCompare(b.lastName, 'pl') || a.firstName.localeCompare(b.firstName, 'pl');
