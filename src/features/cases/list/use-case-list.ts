import {
  useListCases,
  useListClientCases,
  useListExpertClientCases,
  useListExpertOwnerEmployeesCases,
  useListManagerClientCases,
  useListPatronClientCases,
} from '@portal/sdk';
import type { ListCasesParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';
import type { CaseListSource } from '../families';

/**
 * The page of cases of one API list. Every list hook is called (hooks cannot be chosen conditionally) but only
 * the family's own is enabled, so one request is sent. `clientUserId` is the path parameter of `clientCases`.
 */
export function useCaseList(source: CaseListSource, params: ListCasesParams, clientUserId: number | undefined) {
  const options = (own: CaseListSource, ready = true) => ({
    query: { enabled: source === own && ready, placeholderData: keepPreviousData },
  });
  const { clientId: _clientId, ...clientParams } = params;
  const queries = {
    listCases: useListCases(params, options('listCases')),
    listClientCases: useListClientCases(
      clientUserId as number,
      clientParams,
      options('listClientCases', clientUserId !== undefined),
    ),
    listExpertClientCases: useListExpertClientCases(params, options('listExpertClientCases')),
    listExpertOwnerEmployeesCases: useListExpertOwnerEmployeesCases(params, options('listExpertOwnerEmployeesCases')),
    listManagerClientCases: useListManagerClientCases(params, options('listManagerClientCases')),
    listPatronClientCases: useListPatronClientCases(params, options('listPatronClientCases')),
  };
  return queries[source];
}
