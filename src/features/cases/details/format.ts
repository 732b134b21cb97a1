import type { Address, PersonName } from '@portal/sdk/model';
import { formatAmount, formatDate, formatDateTime } from '@/copy/dates';
import { caseTexts } from '@/features/cases/texts';
import { fullName } from '@/copy/people';

// A missing value gives undefined: the details show it as "—".

export const personName = (person: PersonName | null | undefined) => (person ? fullName(person) : undefined);

export const optionalDate = (date: string | null | undefined) => (date ? formatDate(date) : undefined);
export const optionalDateTime = (date: string | null | undefined) => (date ? formatDateTime(date) : undefined);
export const optionalAmount = (amount: number | null | undefined) =>
  amount == null ? undefined : formatAmount(amount);

/** "Tak" / "Nie". */
export const yesNo = (value: boolean | null | undefined) =>
  value == null ? undefined : value ? caseTexts.yes : caseTexts.no;

/** "ul. Marszałkowska 84/12, 00-514 Warszawa". */
export function formatAddress(address: Address | null | undefined): string | undefined {
  if (!address) return undefined;
  const building = [address.houseNumber, address.flatNumber].filter(Boolean).join('/');
  const street = [address.street, building].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ') || undefined;
}

/** Sorts people by last and first name, Polish collation. */
export const byPersonName = (a: PersonName, b: PersonName) =>
  a.lastName.localeCompare(b.lastName, 'pl') || a.firstName.localeCompare(b.firstName, 'pl');
