import { getGetCaseMessageActivityQueryKey, getGetCaseQueryKey, getListCaseUpdateHistoryQueryKey } from '@portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Reloads the case (with its periods) after a period change; its history and activity are refreshed too, since every
 * period change is a tracked change of the case.
 */
export function useRefreshCase(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          getGetCaseQueryKey(caseId),
          getListCaseUpdateHistoryQueryKey(caseId),
          getGetCaseMessageActivityQueryKey(caseId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient, caseId],
  );
}
