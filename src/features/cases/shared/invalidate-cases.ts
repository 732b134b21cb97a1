import {
  getGetCaseQueryKey,
  getListCasesQueryKey,
  getListClientCasesByDepartmentQueryKey,
  getListClientCasesQueryKey,
  getListExpertClientCasesQueryKey,
  getListExpertOwnerEmployeesCasesQueryKey,
  getListManagerClientCasesQueryKey,
  getListPatronClientCasesQueryKey,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';

/** After a case is created or changed: the case itself and every case list that may show it. */
export function invalidateCase(queryClient: QueryClient, id: number, clientId: number | undefined) {
  const keys = [
    getGetCaseQueryKey(id),
    getListCasesQueryKey(),
    ...(clientId === undefined
      ? []
      : [getListClientCasesQueryKey(clientId), getListClientCasesByDepartmentQueryKey(clientId)]),
    getListManagerClientCasesQueryKey(),
    getListPatronClientCasesQueryKey(),
    getListExpertClientCasesQueryKey(),
    getListExpertOwnerEmployeesCasesQueryKey(),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
