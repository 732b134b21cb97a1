import { getGetCaseMessageActivityQueryKey, getGetCaseQueryKey, getListCaseUpdateHistoryQueryKey } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateCase } from './invalidate-cases';

/** After a change of the case: the case, its history, its activity and the case lists that show it are reloaded. */
export function useCaseRefresh(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const clientId = queryClient.getQueryData<Case>(getGetCaseQueryKey(caseId))?.clientId;
    return Promise.all([
      invalidateCase(queryClient, caseId, clientId),
      ...[getListCaseUpdateHistoryQueryKey(caseId), getGetCaseMessageActivityQueryKey(caseId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ]);
  }, [queryClient, caseId]);
}

/** For calls that answer with the updated case: it is shown at once, then everything is reloaded as above. */
export function useCaseChanged(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = useCaseRefresh(caseId);
  return useCallback(
    (updated?: Case) => {
      if (updated) queryClient.setQueryData<Case>(getGetCaseQueryKey(caseId), updated);
      return refresh();
    },
    [queryClient, caseId, refresh],
  );
}
