import type { ComboboxData } from '@mantine/core';
import {
  useListApplicationUserClients,
  useListApplicationUserExpertEmployees,
  useListApplicationUserExpertOwners,
  useListApplicationUserManagerClients,
  useListApplicationUserManagers,
  useListApplicationUserPatronClients,
  useListDepartments,
  useListProductsMinimal,
} from '@portal/sdk';
import type { PersonName } from '@portal/sdk/model';
import { useMemo } from 'react';
import { groupProducts } from '@/components/cases/ProductPicker';
import { fullName } from '@/copy/people';

// The choices of the filters that pick a person or a product (a list's `useOptions`): each loads only once its
// filter shows (`enabled`), sorted by name as Polish sorts it.

/** Enough for a picker's choices (the API caps a page at 200). */
const ALL = { page: 1, pageSize: 200 };

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pl');

export const personName = (person: PersonName | null | undefined) => (person ? fullName(person) : '');

/** People as choices, by name, each once. */
export const personOptions = (people: ({ id: number } & PersonName)[]) =>
  [
    ...new Map(people.map((person) => [person.id, { value: String(person.id), label: personName(person) }])).values(),
  ].sort(byLabel);

/** Expert employees and expert owners. */
export function useExpertOptions(enabled = true) {
  const employees = useListApplicationUserExpertEmployees({ query: { enabled } });
  const owners = useListApplicationUserExpertOwners({ query: { enabled } });
  return useMemo(
    () => personOptions([...(employees.data ?? []), ...(owners.data ?? [])]),
    [employees.data, owners.data],
  );
}

export function useManagerOptions(enabled = true) {
  const managers = useListApplicationUserManagers({ query: { enabled } });
  return useMemo(() => personOptions(managers.data ?? []), [managers.data]);
}

/** Every client (the staff's lists). */
export function useClientOptions(enabled = true) {
  const clients = useListApplicationUserClients(ALL, { query: { enabled } });
  return useMemo(() => personOptions(clients.data?.items ?? []), [clients.data]);
}

/** The signed-in manager's own clients. */
export function useManagerClientOptions(enabled = true) {
  const clients = useListApplicationUserManagerClients(ALL, { query: { enabled } });
  return useMemo(() => personOptions(clients.data?.items ?? []), [clients.data]);
}

/** The signed-in patron's own clients. */
export function usePatronClientOptions(enabled = true) {
  const clients = useListApplicationUserPatronClients(ALL, { query: { enabled } });
  return useMemo(() => personOptions(clients.data?.items ?? []), [clients.data]);
}

/** Products grouped by department, "(bez departamentu)" last, as the product picker groups them. */
export function useProductOptions(enabled = true): ComboboxData {
  const products = useListProductsMinimal({ query: { enabled } });
  const departments = useListDepartments({ query: { enabled } });
  return useMemo(() => groupProducts(products.data ?? [], departments.data ?? []), [products.data, departments.data]);
}
