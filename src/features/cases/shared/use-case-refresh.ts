import { getGetCaseMessageActivityQueryKey, getGetCaseQueryKey, getListCaseUpdateHistoryQueryKey } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateCase } from './invalidate-cases';

/**
 * After a change of the case: the answer (when the call returns the updated case) replaces the cached case at
 * once, then the case, its history, its activity and the case lists that show it are reloaded.
 */
export function useCaseRefresh(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (updated?: Case | null) => {
      const caseKey = getGetCaseQueryKey(caseId);
      if (updated && updated.id === caseId) queryClient.setQueryData<Case>(caseKey, updated);
      const clientId = queryClient.getQueryData<Case>(caseKey)?.clientId;
      return Promise.all([
        invalidateCase(queryClient, caseId, clientId),
        ...[getListCaseUpdateHistoryQueryKey(caseId), getGetCaseMessageActivityQueryKey(caseId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]);
    },
    [queryClient, caseId],
  );
}
