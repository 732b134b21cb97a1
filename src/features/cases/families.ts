import type { ListCasesParams } from '@portal/sdk/model';
import {
  listCasesQueryRules,
  listClientCasesQueryRules,
  listExpertClientCasesQueryRules,
  listExpertOwnerEmployeesCasesQueryRules,
  listManagerClientCasesQueryRules,
  listPatronClientCasesQueryRules,
} from '@portal/sdk/query-rules/cases';
import { linkOptions } from '@tanstack/react-router';
import type { InvoiceFamilyKey } from '@/components/invoices/invoice-routes';
import { listSearch, type ListSpec, type ListUrlSearch, type QueryRules } from '@/components/lists/list-search';

/**
 * The case route families (spec 000 section 2): each role family has its own list route, reading its own API
 * list, and its own details, create and edit routes. The links are typed: a wrong path or a missing param does
 * not compile.
 */
export type CaseFamilyKey =
  'admin' | 'userCases' | 'client' | 'expert' | 'expertOwner' | 'manager' | 'managerClient' | 'patron' | 'patronClient';

/** Which API list a family reads. */
export type CaseListSource =
  | 'listCases'
  | 'listClientCases'
  | 'listExpertClientCases'
  | 'listExpertOwnerEmployeesCases'
  | 'listManagerClientCases'
  | 'listPatronClientCases';

/** The columns a case list sorts by (the API's `sortBy` values), newest first unless the address says otherwise. */
const caseSort = {
  by: 'createdAt',
  fields: { name: 'asc', client: 'asc', product: 'asc', createdAt: 'desc', status: 'asc' },
} as const;
export type CaseSortField = keyof typeof caseSort.fields;

/** A case list's address: the parameters of listCases (a family's own list takes these or fewer). */
export type CaseListSearch = ListUrlSearch<typeof listCasesQueryRules, CaseSortField, never>;

/** A family's list search, as the routes and the screen use it whatever the family's list operation. */
export interface CaseListSpec extends ListSpec<CaseListSearch, CaseSortField> {
  validateSearch(raw: Record<string, unknown>): CaseListSearch;
  loaderDeps(options: { search: CaseListSearch }): CaseListSearch;
  params(search: CaseListSearch): ListCasesParams;
}

/** Ids start at 1: a link with another one shows the list unfiltered. */
/**
 * The search of a family's list, read against its operation's parameters; `fixed` are the filters the family hides
 * (spec 000 section 2) and the client its route fixes: a link cannot set them.
 */
const caseList = <const R extends QueryRules, const Fixed extends keyof R = never>(
  rules: R,
  fixed: readonly Fixed[] = [],
): CaseListSpec =>
  listSearch<R, CaseSortField, Fixed>(rules, {
    fixed,
    pageSize: 20,
    sort: caseSort,
  });

/** The client a family's routes are fixed to (`$clientId`, `$userId` of the route), when they are. */
export type CaseScope = { clientId?: number };

/** A route of a client-fixed family always has its client; anything else is a programming error. */
const fixedClient = ({ clientId }: CaseScope) => {
  if (clientId === undefined) throw new Error('This case route family needs its client id');
  return clientId;
};

interface FamilyBase {
  key: CaseFamilyKey;
  source: CaseListSource;
  search: CaseListSpec;
  /** The invoice routes under the family's case routes (the patrons' families have none). */
  invoices?: InvoiceFamilyKey;
}
const family = <F extends FamilyBase>(f: F): F & FamilyBase => f;

export const caseFamilies = {
  admin: family({
    key: 'admin',
    invoices: 'admin',
    source: 'listCases',
    search: caseList(listCasesQueryRules),
    list: (_: CaseScope) => linkOptions({ to: '/cases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/cases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/cases/create' }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/cases/edit/$id', params: { id } }),
  }),
  userCases: family({
    key: 'userCases',
    invoices: 'admin',
    source: 'listClientCases',
    search: caseList(listClientCasesQueryRules),
    list: (scope: CaseScope) => linkOptions({ to: '/users/$userId/cases', params: { userId: fixedClient(scope) } }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/cases/$id', params: { id } }),
    create: (scope: CaseScope) =>
      linkOptions({ to: '/users/$userId/cases/create', params: { userId: fixedClient(scope) } }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/cases/edit/$id', params: { id } }),
  }),
  // the client's own list hides the client and case-status filters (spec 000 section 2)
  client: family({
    key: 'client',
    invoices: 'client',
    source: 'listClientCases',
    search: caseList(listClientCasesQueryRules, ['status']),
    list: (_: CaseScope) => linkOptions({ to: '/yourCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/yourCases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/yourCases/add' }),
    edit: undefined,
  }),
  // the expert's own list hides case status and expert (spec 000 section 2)
  expert: family({
    key: 'expert',
    invoices: 'expert',
    source: 'listExpertClientCases',
    search: caseList(listExpertClientCasesQueryRules, ['status', 'expertId']),
    list: (_: CaseScope) => linkOptions({ to: '/expertCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/expertCases/$id', params: { id } }),
    create: undefined,
    edit: undefined,
  }),
  expertOwner: family({
    key: 'expertOwner',
    invoices: 'expertOwner',
    source: 'listExpertOwnerEmployeesCases',
    search: caseList(listExpertOwnerEmployeesCasesQueryRules),
    list: (_: CaseScope) => linkOptions({ to: '/yourExpertEmployees/cases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/yourExpertEmployees/cases/$id', params: { id } }),
    create: undefined,
    edit: undefined,
  }),
  manager: family({
    key: 'manager',
    invoices: 'manager',
    source: 'listManagerClientCases',
    search: caseList(listManagerClientCasesQueryRules),
    list: (_: CaseScope) => linkOptions({ to: '/managerClientsCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/managerClientsCases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/managerClientsCases/create' }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/managerClientsCases/$id/edit', params: { id } }),
  }),
  managerClient: family({
    key: 'managerClient',
    invoices: 'managerClient',
    source: 'listManagerClientCases',
    search: caseList(listManagerClientCasesQueryRules, ['clientId']),
    list: (scope: CaseScope) =>
      linkOptions({ to: '/managerClients/$clientId/cases', params: { clientId: fixedClient(scope) } }),
    details: (id: number, scope: CaseScope) =>
      linkOptions({ to: '/managerClients/$clientId/cases/$id', params: { clientId: fixedClient(scope), id } }),
    create: (scope: CaseScope) =>
      linkOptions({ to: '/managerClients/$clientId/cases/create', params: { clientId: fixedClient(scope) } }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/managerClientsCases/$id/edit', params: { id } }),
  }),
  patron: family({
    key: 'patron',
    source: 'listPatronClientCases',
    search: caseList(listPatronClientCasesQueryRules),
    list: (_: CaseScope) => linkOptions({ to: '/patronClientsCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/patronClientsCases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/patronClientsCases/create' }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/patronClientsCases/$id/edit', params: { id } }),
  }),
  patronClient: family({
    key: 'patronClient',
    source: 'listPatronClientCases',
    search: caseList(listPatronClientCasesQueryRules, ['clientId']),
    list: (scope: CaseScope) =>
      linkOptions({ to: '/patronClients/$clientId/cases', params: { clientId: fixedClient(scope) } }),
    details: (id: number, scope: CaseScope) =>
      linkOptions({ to: '/patronClients/$clientId/cases/$id', params: { clientId: fixedClient(scope), id } }),
    create: (scope: CaseScope) =>
      linkOptions({ to: '/patronClients/$clientId/cases/create', params: { clientId: fixedClient(scope) } }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/patronClientsCases/$id/edit', params: { id } }),
  }),
};

export type CaseFamily = (typeof caseFamilies)[CaseFamilyKey];
