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
import { caseComponentTexts } from '@/components/cases/texts';
import type { CaseFamily } from '@/features/cases/families';
import { fullName } from '@/copy/people';

/** Enough for a filter's options (the API caps a page at 200). */
const OPTIONS_PAGE = { page: 1, pageSize: 200 };
const NO_DEPARTMENT = caseComponentTexts.productPicker.noDepartment;

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pl');

export const personName = (person: PersonName | null | undefined) => (person ? fullName(person) : '');

const personOptions = (people: ({ id: number } & PersonName)[]) =>
  [
    ...new Map(people.map((person) => [person.id, { value: String(person.id), label: personName(person) }])).values(),
  ].sort(byLabel);

/** Products grouped by department, "(bez departamentu)" last, each group sorted by name. */
export function useProductOptions(enabled: boolean): ComboboxData {
  const products = useListProductsMinimal({ query: { enabled } });
  const departments = useListDepartments({ query: { enabled } });
  return useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    const departmentName = (id: number | null) =>
      id === null ? NO_DEPARTMENT : (departments.data?.find((d) => d.id === id)?.name ?? NO_DEPARTMENT);
    for (const product of products.data ?? []) {
      const group = departmentName(product.departmentId);
      groups.set(group, [...(groups.get(group) ?? []), { value: String(product.id), label: product.name }]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => (a === NO_DEPARTMENT ? 1 : b === NO_DEPARTMENT ? -1 : a.localeCompare(b, 'pl')))
      .map(([group, items]) => ({ group, items: items.sort(byLabel) }));
  }, [products.data, departments.data]);
}

/** The clients a family's user can pick: a manager's or a patron's own clients, else every client. */
export function useClientOptions(family: CaseFamily, enabled: boolean) {
  const source =
    family.source === 'listManagerClientCases'
      ? 'manager'
      : family.source === 'listPatronClientCases'
        ? 'patron'
        : 'all';
  const all = useListApplicationUserClients(OPTIONS_PAGE, { query: { enabled: enabled && source === 'all' } });
  const manager = useListApplicationUserManagerClients(OPTIONS_PAGE, {
    query: { enabled: enabled && source === 'manager' },
  });
  const patron = useListApplicationUserPatronClients(OPTIONS_PAGE, {
    query: { enabled: enabled && source === 'patron' },
  });
  const data = { all, manager, patron }[source].data;
  return useMemo(() => personOptions(data?.items ?? []), [data]);
}

/** Expert employees and expert owners. */
export function useExpertOptions(enabled: boolean) {
  const employees = useListApplicationUserExpertEmployees({ query: { enabled } });
  const owners = useListApplicationUserExpertOwners({ query: { enabled } });
  return useMemo(
    () => personOptions([...(employees.data ?? []), ...(owners.data ?? [])]),
    [employees.data, owners.data],
  );
}

export function useManagerOptions(enabled: boolean) {
  const managers = useListApplicationUserManagers({ query: { enabled } });
  return useMemo(() => personOptions(managers.data ?? []), [managers.data]);
}
