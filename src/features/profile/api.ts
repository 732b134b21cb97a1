import {
  getGetApplicationUserClientManagerQueryOptions,
  getGetApplicationUserQueryKey,
  getListClientCasesQueryOptions,
  getListProfessionsQueryOptions,
  usePatchApplicationUser,
  useUpdateApplicationUser,
  useUpdateApplicationUserEmail,
} from '@portal/sdk';
import type { ApplicationUser, ApplicationUserInput, ApplicationUserPatch, Case } from '@portal/sdk/model';
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { errorStatus } from '@/lib/http/configure-http';

// The profile's data: the professions to pick from, the saves of the profile (the e-mail by its own call), and
// the people who look after a client.

export const professionsQuery = () => getListProfessionsQueryOptions();

/** The wizard's and the edit form's prefetch: the professions dictionary. */
export const prefetchProfileForm = ({ queryClient }: { queryClient: QueryClient }) =>
  queryClient.ensureQueryData(professionsQuery());

/**
 * Saves the profile: a changed e-mail first (its own call, the sign-in name), then the rest as a merge-patch (the
 * first-login details) or a replacement (the edit form). The acting user's profile query gets the answer, so every
 * screen and the access guard see the new data at once.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const changeEmail = useUpdateApplicationUserEmail();
  const patch = usePatchApplicationUser();
  const replace = useUpdateApplicationUser();
  const save = async (
    user: ApplicationUser,
    email: string,
    change: { patch: ApplicationUserPatch } | { replace: ApplicationUserInput },
  ) => {
    if (email.trim().toLowerCase() !== user.email.toLowerCase())
      await changeEmail.mutateAsync({ id: user.id, data: { email: email.trim() } });
    const saved =
      'patch' in change
        ? await patch.mutateAsync({ id: user.id, data: change.patch })
        : await replace.mutateAsync({ id: user.id, data: change.replace });
    const queryKey = getGetApplicationUserQueryKey(user.id);
    queryClient.setQueryData(queryKey, saved);
    await queryClient.invalidateQueries({ queryKey });
    return saved;
  };
  return { save, pending: changeEmail.isPending || patch.isPending || replace.isPending };
}

/**
 * The managers of the client's cases, each as the client may read them (GET ApplicationUser/clientManager/{id}:
 * picture, name, title, phone, e-mail), in the order the cases name them; `excluded` (the patron) left out.
 */
export function useCaseManagers(clientId: number, excluded: number | undefined) {
  const cases = useEveryPage<Case>((page) =>
    getListClientCasesQueryOptions(clientId, { page, pageSize: EVERY_PAGE_SIZE }),
  );
  const ids = [...new Set((cases.data ?? []).flatMap((item) => item.managers.map((manager) => manager.id)))].filter(
    (id) => id !== excluded,
  );
  const managers = useQueries({
    queries: ids.map((id) => getGetApplicationUserClientManagerQueryOptions(id)),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      // one manager the server no longer counts as the client's (404) is left out, not an error of the page
      error: results.find((result) => result.error && !isNotFound(result.error))?.error ?? null,
      data: results.flatMap((result) => (result.data ? [result.data] : [])),
    }),
  });
  return {
    isPending: cases.isPending || managers.isPending,
    error: cases.error ?? managers.error,
    data: cases.data && !managers.isPending ? managers.data : undefined,
  };
}

const isNotFound = (error: unknown) => errorStatus(error) === 404;
