import { getListCaseClientAttachmentsQueryKey, getListCaseExpertAttachmentsQueryKey } from '@portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCaseRefresh } from '../shared/use-case-refresh';

/** After a case attachment was added or removed: both attachment lists, then the case, its history and activity. */
export function useAttachmentsRefresh(caseId: number) {
  const queryClient = useQueryClient();
  const refreshCase = useCaseRefresh(caseId);
  return useCallback(
    () =>
      Promise.all([
        // without params the keys match every variant of the lists (newOnly too)
        queryClient.invalidateQueries({ queryKey: getListCaseClientAttachmentsQueryKey(caseId) }),
        queryClient.invalidateQueries({ queryKey: getListCaseExpertAttachmentsQueryKey(caseId) }),
        refreshCase(),
      ]),
    [queryClient, caseId, refreshCase],
  );
}
