import {
  useGetApplicationUser,
  useListApplicationUserClients,
  useListApplicationUserExpertEmployees,
  useListApplicationUserExpertOwners,
  useListApplicationUserManagerClients,
  useListApplicationUserManagers,
  useListApplicationUserManagersAndAmbassadors,
  useListApplicationUserPatronClients,
} from '@portal/sdk';
import { useMemo } from 'react';
import { peopleOptions, type Person } from './people';

/** Which API list offers the clients: the admin's all clients, or the signed-in manager's or patron's clients. */
export type ClientSource = 'clients' | 'managerClients' | 'patronClients';

// the API pages lists; 200 is its largest page, enough for a picker (the select searches within it)
const ALL = { pageSize: 200 } as const;

/** Client options of the source; the selected client keeps its name even when the page does not list them. */
export function useClientOptions(source: ClientSource, selectedId: number | null, known?: Person | null) {
  const clients = useListApplicationUserClients(ALL, { query: { enabled: source === 'clients' } });
  const managerClients = useListApplicationUserManagerClients(ALL, { query: { enabled: source === 'managerClients' } });
  const patronClients = useListApplicationUserPatronClients(ALL, { query: { enabled: source === 'patronClients' } });
  const list = { clients, managerClients, patronClients }[source];
  const listed = list.data?.items;
  const missing = selectedId !== null && !known && !list.isPending && !listed?.some((c) => c.id === selectedId);
  const selected = useGetApplicationUser(selectedId as number, { query: { enabled: missing } });
  return useMemo(() => peopleOptions([listed], [known, selected.data]), [listed, known, selected.data]);
}

const NONE: readonly Person[] = [];

export interface KnownStaff {
  expert?: Person | null;
  managers?: readonly Person[];
  leader?: Person | null;
  salesPerson?: Person | null;
}

/** Options of the expert, managers, leader and sales person selects. */
export function useStaffOptions(known: KnownStaff = {}) {
  const experts = useListApplicationUserExpertEmployees();
  const owners = useListApplicationUserExpertOwners();
  const managers = useListApplicationUserManagers();
  const salesPeople = useListApplicationUserManagersAndAmbassadors();
  const { expert, managers: knownManagers = NONE, leader, salesPerson } = known;
  return useMemo(
    () => ({
      experts: peopleOptions([experts.data, owners.data], [expert]),
      managers: peopleOptions([managers.data], knownManagers),
      leaders: peopleOptions([managers.data], [leader]),
      salesPeople: peopleOptions([salesPeople.data], [salesPerson]),
    }),
    [experts.data, owners.data, managers.data, salesPeople.data, expert, knownManagers, leader, salesPerson],
  );
}
