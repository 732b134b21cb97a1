import { getGetCaseMessageActivityQueryKey, getGetCaseQueryKey, getListCaseUpdateHistoryQueryKey } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a change of the case: the answer (when the call returns the updated case) replaces the cached case at
 * once, then the case, its history and its activity are reloaded so the timeline shows the change.
 */
export function useCaseRefresh(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (updated?: Case | null) => {
      if (updated && updated.id === caseId) queryClient.setQueryData<Case>(getGetCaseQueryKey(caseId), updated);
      return Promise.all(
        [
          getGetCaseQueryKey(caseId),
          getListCaseUpdateHistoryQueryKey(caseId),
          getGetCaseMessageActivityQueryKey(caseId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [queryClient, caseId],
  );
}
