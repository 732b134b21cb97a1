import { useQueryClient, type QueryKey, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

type GeneratedMutation<TData, TVariables> = (options?: {
  mutation?: UseMutationOptions<TData, unknown, TVariables>;
}) => UseMutationResult<TData, unknown, TVariables>;

/**
 * A generated mutation hook that, once the server accepted the change, reloads the queries it makes stale:
 * `export const useCreateProfession = refreshing(useGeneratedCreateProfession, () => [professionsKey])`.
 */
export function refreshing<TData, TVariables>(
  useGenerated: GeneratedMutation<TData, TVariables>,
  staleKeys: (answer: TData, variables: TVariables) => readonly QueryKey[],
) {
  return function useRefreshingMutation() {
    const queryClient = useQueryClient();
    return useGenerated({
      mutation: {
        onSuccess: (answer, variables) =>
          Promise.all(staleKeys(answer, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      },
    });
  };
}
