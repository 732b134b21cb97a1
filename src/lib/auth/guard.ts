import { getGetApplicationUserQueryOptions } from '@portal/sdk';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { resolveImpersonatedUserId, resolveOrganisationId } from '../org/organisation';
import { effectiveRoles, hasAnyRole } from './roles';
import { actingUserId, type Session } from './session';

export type Access = 'public' | 'signedIn' | 'firstLogin' | readonly UserRole[];

export interface AccessContext {
  session: Session;
  queryClient: QueryClient;
}

/** The acting user's profile: the impersonated user while impersonating, else the signed-in subject. */
export async function loadProfile({ session, queryClient }: AccessContext): Promise<ApplicationUser | null> {
  const user = session.getUser();
  if (!user) return null;
  const id = actingUserId(user, resolveImpersonatedUserId());
  return queryClient.ensureQueryData(getGetApplicationUserQueryOptions(id));
}

/**
 * The access wrappers of spec 000 section 2, run in each route's `beforeLoad`; resolves to the acting user's
 * profile (null on a public route or without a session). A convenience only: the server decides access, and
 * screens handle 403.
 */
export async function checkAccess(
  access: Access,
  context: AccessContext,
  targetPath: string,
): Promise<ApplicationUser | null> {
  const user = await context.session.ensureUser();
  if (access === 'public') return null;
  if (!user) {
    await context.session.signIn(targetPath);
    // the sign-in navigates away; stay on no route meanwhile
    throw redirect({ to: '/login' });
  }
  const profile = await loadProfile(context);
  if (access === 'firstLogin') return profile;
  if (profile && !profile.isFirstLoginDataFilled) throw redirect({ to: '/confirmDetails' });
  if (access === 'signedIn') return profile;
  if (!hasAnyRole(effectiveRoles(profile, resolveOrganisationId()), access)) throw redirect({ to: '/' });
  return profile;
}
