import {
  partialMatchKey,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { CallInit } from '@portal/sdk/runtime';

type GeneratedMutation<TData, TVariables> = (options?: {
  mutation?: UseMutationOptions<TData, unknown, TVariables>;
  request?: CallInit;
}) => UseMutationResult<TData, unknown, TVariables>;

/**
 * Whether a query falls under a stale key. A key of one path (`['/api/Settlement']`, what `get<List>QueryKey()`
 * gives) covers every query of that resource: the path itself with any params, and every path below it
 * (`/api/Settlement/{id}`, `/api/Settlement/{id}/attachments`), so a change refreshes the record's own query too.
 * A longer key (`['/api/Case/5/attachments', { page: 2 }]`) covers the queries it is a prefix of, as React Query's
 * own matching does.
 */
export function isUnder(staleKey: QueryKey, query: Pick<Query, 'queryKey'>): boolean {
  const [path] = query.queryKey;
  const [stalePath] = staleKey;
  if (staleKey.length > 1 || typeof path !== 'string' || typeof stalePath !== 'string')
    return partialMatchKey(query.queryKey, staleKey);
  return path === stalePath || path.startsWith(`${stalePath}/`);
}

/** The filter of every query under the keys: what a change (or a realtime push about it) makes stale. */
export const under = (staleKeys: readonly QueryKey[]) => ({
  predicate: (query: Query) => staleKeys.some((key) => isUnder(key, query)),
});

/** Reloads (the shown) and marks stale (the others) every query under the keys. */
export const refreshKeys = (queryClient: QueryClient, staleKeys: readonly QueryKey[]) =>
  queryClient.invalidateQueries(under(staleKeys));

/**
 * A generated mutation hook that, once the server accepted the change, reloads everything it made stale:
 * `export const useCreateProfession = refreshing(useGeneratedCreateProfession, () => [getListProfessionsQueryKey()])`.
 * The feature's api.ts is the only place that builds these; no screen refreshes queries itself. A screen may pass
 * the call's `request` options (`lostAnswerChecked`).
 */
export function refreshing<TData, TVariables>(
  useGenerated: GeneratedMutation<TData, TVariables>,
  staleKeys: (answer: TData, variables: TVariables) => readonly QueryKey[],
) {
  return function useRefreshingMutation(request?: CallInit) {
    const queryClient = useQueryClient();
    return useGenerated({
      mutation: { onSuccess: (answer, variables) => refreshKeys(queryClient, staleKeys(answer, variables)) },
      request,
    });
  };
}

/**
 * Query options of a read the server counts as seen (opening a news item, or a case's activity, marks the
 * notifications about it read): once it answered, what the read changed reloads, as after a mutation. The feature
 * whose read it is names the other resource by its key, a path; it imports nothing of the feature that shows it.
 */
export function refreshingAfterRead<TOptions extends { queryFn?: QueryFunction<unknown, QueryKey> | SkipToken }>(
  options: TOptions,
  staleKeys: readonly QueryKey[],
): TOptions {
  const read = options.queryFn;
  if (typeof read !== 'function') return options;
  return {
    ...options,
    queryFn: async (context: Parameters<typeof read>[0]) => {
      const answer = await read(context);
      void refreshKeys(context.client, staleKeys);
      return answer;
    },
  };
}
