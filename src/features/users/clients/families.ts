import {
  listApplicationUserManagerClientsQueryRules,
  listApplicationUserPatronClientsQueryRules,
} from '@portal/sdk/query-rules/users';
import { linkOptions } from '@tanstack/react-router';
import { listSearch } from '@/components/lists/list-search';

// The two families of a staff member's clients (spec 000 section 2): a manager's (the clients of the cases they look
// after, /managerClients) and a patron's (their wards, /patronClients). One list screen and one details screen
// serve both; a family says which API list it reads and where each of its links leads. The routes import this
// module: it holds no texts and no SDK hooks.

/** The list's sortable columns (the API's `sortBy` values): by name from A unless the address says otherwise. */
const clientSort = { by: 'name', fields: { name: 'asc', email: 'asc', status: 'asc' } } as const;

export const managerClientList = listSearch(listApplicationUserManagerClientsQueryRules, {
  pageSize: 20,
  sort: clientSort,
});
const patronClientList = listSearch(listApplicationUserPatronClientsQueryRules, { pageSize: 20, sort: clientSort });

export type ClientListSpec = typeof managerClientList;
export type ClientListSearch = Parameters<ClientListSpec['view']>[0];
export type ClientSortField = ClientListSpec['sortFields'][number];

/** Where a family's links lead: its list's path, and under it each client's. */
const familyLinks = (base: '/managerClients' | '/patronClients') => ({
  create: () => linkOptions({ to: `${base}/create` as const }),
  details: (clientId: number) => linkOptions({ to: `${base}/$clientId` as const, params: { clientId } }),
  cases: (clientId: number) => linkOptions({ to: `${base}/$clientId/cases` as const, params: { clientId } }),
  caseDetails: (clientId: number, id: number) =>
    linkOptions({ to: `${base}/$clientId/cases/$id` as const, params: { clientId, id } }),
  createCase: (clientId: number) =>
    linkOptions({ to: `${base}/$clientId/cases/create` as const, params: { clientId } }),
  edit: (clientId: number) => linkOptions({ to: `${base}/$clientId/edit` as const, params: { clientId } }),
});

export const clientFamilies = {
  manager: {
    key: 'manager',
    search: managerClientList,
    ...familyLinks('/managerClients'),
    calendar: (clientId: number) => linkOptions({ to: '/calendar/user/$userId', params: { userId: clientId } }),
  },
  patron: {
    key: 'patron',
    search: patronClientList as ClientListSpec,
    ...familyLinks('/patronClients'),
    // the patron's list offers no calendar (the client's tile on the details screen does)
    calendar: undefined,
  },
} as const;

export type ClientFamilyKey = keyof typeof clientFamilies;
export type ClientFamily = (typeof clientFamilies)[ClientFamilyKey];
