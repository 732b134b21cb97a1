/**
 * The case route families (spec 000 section 2): each role family has its own list route, reading its own API
 * list, and its own details, create and edit routes. Paths are route-table paths (`$param` placeholders).
 */
export type CaseFamilyKey =
  'admin' | 'userCases' | 'client' | 'expert' | 'expertOwner' | 'manager' | 'managerClient' | 'patron' | 'patronClient';

/** The list filters a family may show. */
export type CaseFilter = 'search' | 'status' | 'product' | 'client' | 'expert' | 'manager' | 'dateRange';

/** Which API list a family reads. */
export type CaseListSource =
  | 'listCases'
  | 'listClientCases'
  | 'listExpertClientCases'
  | 'listExpertOwnerEmployeesCases'
  | 'listManagerClientCases'
  | 'listPatronClientCases';

export interface CaseFamily {
  key: CaseFamilyKey;
  source: CaseListSource;
  listPath: string;
  detailsPath: string;
  /** Where "new case" leads; absent when the family cannot create cases. */
  createPath?: string;
  /** Where "edit" leads; absent when the family has no edit screen. */
  editPath?: string;
  /** The route parameter fixing the list to one client (`clientId` or `userId`), if any. */
  clientParam?: 'clientId' | 'userId';
  hiddenFilters: readonly CaseFilter[];
}

const family = (f: CaseFamily) => f;

export const caseFamilies = {
  admin: family({
    key: 'admin',
    source: 'listCases',
    listPath: '/cases',
    detailsPath: '/cases/$id',
    createPath: '/cases/create',
    editPath: '/cases/edit/$id',
    hiddenFilters: [],
  }),
  userCases: family({
    key: 'userCases',
    source: 'listClientCases',
    listPath: '/users/$userId/cases',
    detailsPath: '/cases/$id',
    createPath: '/users/$userId/cases/create',
    editPath: '/cases/edit/$id',
    clientParam: 'userId',
    hiddenFilters: ['client'],
  }),
  // the client's own list hides the client and case-status filters (spec 000 section 2)
  client: family({
    key: 'client',
    source: 'listClientCases',
    listPath: '/yourCases',
    detailsPath: '/yourCases/$id',
    createPath: '/yourCases/add',
    hiddenFilters: ['client', 'status'],
  }),
  // the expert's own list hides case status and expert (spec 000 section 2)
  expert: family({
    key: 'expert',
    source: 'listExpertClientCases',
    listPath: '/expertCases',
    detailsPath: '/expertCases/$id',
    hiddenFilters: ['status', 'expert'],
  }),
  expertOwner: family({
    key: 'expertOwner',
    source: 'listExpertOwnerEmployeesCases',
    listPath: '/yourExpertEmployees/cases',
    detailsPath: '/yourExpertEmployees/cases/$id',
    hiddenFilters: [],
  }),
  manager: family({
    key: 'manager',
    source: 'listManagerClientCases',
    listPath: '/managerClientsCases',
    detailsPath: '/managerClientsCases/$id',
    createPath: '/managerClientsCases/create',
    editPath: '/managerClientsCases/$id/edit',
    hiddenFilters: [],
  }),
  managerClient: family({
    key: 'managerClient',
    source: 'listManagerClientCases',
    listPath: '/managerClients/$clientId/cases',
    detailsPath: '/managerClients/$clientId/cases/$id',
    createPath: '/managerClients/$clientId/cases/create',
    editPath: '/managerClientsCases/$id/edit',
    clientParam: 'clientId',
    hiddenFilters: ['client'],
  }),
  patron: family({
    key: 'patron',
    source: 'listPatronClientCases',
    listPath: '/patronClientsCases',
    detailsPath: '/patronClientsCases/$id',
    createPath: '/patronClientsCases/create',
    editPath: '/patronClientsCases/$id/edit',
    hiddenFilters: [],
  }),
  patronClient: family({
    key: 'patronClient',
    source: 'listPatronClientCases',
    listPath: '/patronClients/$clientId/cases',
    detailsPath: '/patronClients/$clientId/cases/$id',
    createPath: '/patronClients/$clientId/cases/create',
    editPath: '/patronClientsCases/$id/edit',
    clientParam: 'clientId',
    hiddenFilters: ['client'],
  }),
} as const satisfies Record<CaseFamilyKey, CaseFamily>;

/** Fills a family path's `$params` (unknown ones are left as they are). */
export const fillPath = (path: string, params: Record<string, string | number | undefined>) =>
  path.replace(/\$(\w+)/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
