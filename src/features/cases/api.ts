import {
  getGetCaseQueryOptions,
  getListDepartmentsQueryOptions,
  getListProductsMinimalQueryOptions,
  getListCasesQueryOptions,
  getListClientCasesQueryOptions,
  getListExpertClientCasesQueryOptions,
  getListExpertOwnerEmployeesCasesQueryOptions,
  getListManagerClientCasesQueryOptions,
  getListPatronClientCasesQueryOptions,
} from '@portal/sdk';
import type { ApplicationUser, ListCasesParams } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { ensureRouteData } from '../../lib/route-data';
import type { CaseFamily, CaseListSource, CaseScope } from './families';
import { caseTexts } from './texts';
import { caseListParams, parseCaseListSearch, type CaseListSearch, type CaseListUrlSearch } from './list/list-search';

// The cases domain's queries: the routes prefetch them in their loaders, and the screens read the same ones.

export const caseQuery = (id: number) => getGetCaseQueryOptions(id);

/**
 * The page of cases of a family's API list. `clientUserId` is the client of `clientCases/{userId}` (the route's
 * client, or the signed-in client's own id). The previous page stays on screen while the next one loads.
 */
export function caseListQuery(source: CaseListSource, params: ListCasesParams, clientUserId: number | undefined) {
  const query = { query: { placeholderData: keepPreviousData } };
  switch (source) {
    case 'listCases':
      return getListCasesQueryOptions(params, query);
    case 'listClientCases': {
      const { clientId: _clientId, ...clientParams } = params;
      return getListClientCasesQueryOptions(clientUserId as number, clientParams, query);
    }
    case 'listExpertClientCases':
      return getListExpertClientCasesQueryOptions(params, query);
    case 'listExpertOwnerEmployeesCases':
      return getListExpertOwnerEmployeesCasesQueryOptions(params, query);
    case 'listManagerClientCases':
      return getListManagerClientCasesQueryOptions(params, query);
    case 'listPatronClientCases':
      return getListPatronClientCasesQueryOptions(params, query);
  }
}

/**
 * The list query of a family's view: the route's client, if the family is fixed to one, wins over any client
 * filter; the client's own list reads the signed-in client's cases.
 */
export function familyListQuery(family: CaseFamily, view: CaseListSearch, scope: CaseScope, profileId?: number) {
  const params = { ...caseListParams(view), ...(scope.clientId !== undefined && { clientId: scope.clientId }) };
  return caseListQuery(family.source, params, family.key === 'client' ? profileId : scope.clientId);
}

/** What a route loader has: the query client, and the profile its access check loaded. */
export interface LoaderContext {
  queryClient: QueryClient;
  profile: ApplicationUser | null;
}

/** A list route's loader: the page of its URL is fetched while the screen's code loads. */
export const prefetchCaseList = (
  { queryClient, profile }: LoaderContext,
  family: CaseFamily,
  search: CaseListUrlSearch,
  scope: CaseScope = {},
) => queryClient.ensureQueryData(familyListQuery(family, parseCaseListSearch(search), scope, profile?.id));

/** A case route's loader. */
export const prefetchCase = ({ queryClient }: LoaderContext, id: number) =>
  ensureRouteData(queryClient, caseQuery(id), caseTexts.notFound);

/** A case form's loader: the product picker's lists. */
export const prefetchCaseForm = ({ queryClient }: LoaderContext) =>
  Promise.all([
    queryClient.ensureQueryData(getListProductsMinimalQueryOptions()),
    queryClient.ensureQueryData(getListDepartmentsQueryOptions()),
  ]);
