import {
  getListApplicationUsersQueryKey,
  getListProfessionsQueryOptions,
  usePatchApplicationUser,
  useUpdateApplicationUser,
  useUpdateApplicationUserEmail,
} from '@portal/sdk';
import type { ApplicationUser, ApplicationUserInput, ApplicationUserPatch } from '@portal/sdk/model';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileQuery } from '@/lib/auth/profile-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { profileTexts } from './texts';

// The profile's data: the professions to pick from and the saves of the profile (the e-mail by its own call). The
// people who look after a client: their patron (the screen's generated hook) and managers (components/users).

export const professionsQuery = () => getListProfessionsQueryOptions();

/** The wizard's prefetch: the professions dictionary. */
export const prefetchProfileForm = ({ queryClient }: { queryClient: QueryClient }) =>
  queryClient.ensureQueryData(professionsQuery());

/** The edit form's loader: the acting user's profile fetched fresh (the form saves it whole), and the professions. */
export const loadProfileForEdit = async (context: { queryClient: QueryClient; profile: ApplicationUser | null }) => {
  const { queryClient, profile } = context;
  await Promise.all([
    profile && fetchRouteData(queryClient, profileQuery(profile.id), profileTexts.edit.notFound),
    prefetchProfileForm(context),
  ]);
};

/** Every user query: the person's own profile, and the lists and cards that show them. */
const stale = () => [getListApplicationUsersQueryKey()];
const useChangeEmail = refreshing(useUpdateApplicationUserEmail, stale);
const usePatchProfile = refreshing(usePatchApplicationUser, stale);
const useReplaceProfile = refreshing(useUpdateApplicationUser, stale);

/** The picture chosen is uploaded at once; it becomes the profile's when the profile is saved. */
export { useCreateProfilePicture } from '@portal/sdk';

/**
 * Saves the profile: a changed e-mail first (its own call, the sign-in name), then the rest as a merge-patch (the
 * first-login details) or a replacement (the edit form). The acting user's profile query takes the answer as well:
 * the access guard of the next page reads that copy, and must see the change without waiting for a refetch.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const changeEmail = useChangeEmail();
  const patch = usePatchProfile();
  const replace = useReplaceProfile();
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
    queryClient.setQueryData(profileQuery(user.id).queryKey, saved);
    return saved;
  };
  return { save, pending: changeEmail.isPending || patch.isPending || replace.isPending };
}
