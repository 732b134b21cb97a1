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
