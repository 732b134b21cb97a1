import { useGetApplicationUser } from '@portal/sdk';
import type { UserRole } from '@portal/sdk/model';
import { resolveImpersonatedUserId, resolveOrganisationId } from '@/lib/org/organisation';
import { effectiveRoles } from './roles';
import { actingUserId } from './session';
import { useSessionUser } from './session-context';

/**
 * The acting user's profile (the impersonated user while impersonating) and their effective roles (none while the
 * profile loads: `loading`).
 */
export function useCurrentProfile() {
  const user = useSessionUser();
  const actingId = user ? actingUserId(user, resolveImpersonatedUserId()) : undefined;
  const profile = useGetApplicationUser(actingId as number, { query: { enabled: actingId !== undefined } });
  const roles: UserRole[] = effectiveRoles(profile.data, resolveOrganisationId());
  return {
    user,
    profile: profile.data,
    roles,
    loading: profile.isLoading,
    isImpersonating: resolveImpersonatedUserId() !== null,
  };
}

/**
 * The signed-in user's own profile (not the impersonated user's): the header names them and shows their picture
 * from it, so a name given in the first-login wizard or changed in the profile shows at once (the session's name is
 * the one of the sign-in, empty for a new account). The same query as the acting profile when not impersonating.
 */
export function useSignedInProfile() {
  const user = useSessionUser();
  const id = user ? Number(user.id) : undefined;
  return useGetApplicationUser(id as number, { query: { enabled: id !== undefined } }).data;
}
