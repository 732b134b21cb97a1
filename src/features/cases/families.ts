import { linkOptions } from '@tanstack/react-router';
import type { InvoiceFamilyKey } from '@/components/invoices/invoice-routes';

/**
 * The case route families (spec 000 section 2): each role family has its own list route, reading its own API
 * list, and its own details, create and edit routes. The links are typed: a wrong path or a missing param does
 * not compile.
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
  hiddenFilters: readonly CaseFilter[];
  /** The invoice routes under the family's case routes (the patrons' families have none). */
  invoices?: InvoiceFamilyKey;
}
const family = <F extends FamilyBase>(f: F): Omit<F, 'hiddenFilters'> & FamilyBase => f;

export const caseFamilies = {
  admin: family({
    key: 'admin',
    invoices: 'admin',
    source: 'listCases',
    hiddenFilters: [],
    list: (_: CaseScope) => linkOptions({ to: '/cases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/cases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/cases/create' }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/cases/edit/$id', params: { id } }),
  }),
  userCases: family({
    key: 'userCases',
    invoices: 'admin',
    source: 'listClientCases',
    hiddenFilters: ['client'],
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
    hiddenFilters: ['client', 'status'],
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
    hiddenFilters: ['status', 'expert'],
    list: (_: CaseScope) => linkOptions({ to: '/expertCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/expertCases/$id', params: { id } }),
    create: undefined,
    edit: undefined,
  }),
  expertOwner: family({
    key: 'expertOwner',
    invoices: 'expertOwner',
    source: 'listExpertOwnerEmployeesCases',
    hiddenFilters: [],
    list: (_: CaseScope) => linkOptions({ to: '/yourExpertEmployees/cases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/yourExpertEmployees/cases/$id', params: { id } }),
    create: undefined,
    edit: undefined,
  }),
  manager: family({
    key: 'manager',
    invoices: 'manager',
    source: 'listManagerClientCases',
    hiddenFilters: [],
    list: (_: CaseScope) => linkOptions({ to: '/managerClientsCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/managerClientsCases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/managerClientsCases/create' }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/managerClientsCases/$id/edit', params: { id } }),
  }),
  managerClient: family({
    key: 'managerClient',
    invoices: 'managerClient',
    source: 'listManagerClientCases',
    hiddenFilters: ['client'],
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
    hiddenFilters: [],
    list: (_: CaseScope) => linkOptions({ to: '/patronClientsCases' }),
    details: (id: number, _: CaseScope) => linkOptions({ to: '/patronClientsCases/$id', params: { id } }),
    create: (_: CaseScope) => linkOptions({ to: '/patronClientsCases/create' }),
    edit: (id: number, _: CaseScope) => linkOptions({ to: '/patronClientsCases/$id/edit', params: { id } }),
  }),
  patronClient: family({
    key: 'patronClient',
    source: 'listPatronClientCases',
    hiddenFilters: ['client'],
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
