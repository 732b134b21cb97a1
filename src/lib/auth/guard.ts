import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { resolveImpersonatedUserId, resolveOrganisationId } from '@/lib/org/organisation';
import { safeReturnPath } from './return-path';
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
  const { profileQuery } = await import('./profile-query');
  return queryClient.ensureQueryData(profileQuery(id));
}

/**
 * Where the first-login wizard (/confirmDetails) leads once the data is filled: the page the user wanted, when it
 * is a path of this site (not the wizard itself), else the main page.
 */
export function firstLoginReturnPath(wanted: unknown): string {
  const path = safeReturnPath(wanted);
  return /^\/confirmDetails(?:[/?#]|$)/i.test(path) ? '/' : path;
}

/** The wizard's `redirect` search param, read from a path with its query. */
const wantedPageOf = (path: string) => new URL(path, 'http://portal.invalid').searchParams.get('redirect');

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
  if (access === 'firstLogin') {
    if (profile?.isFirstLoginDataFilled) throw redirect({ href: firstLoginReturnPath(wantedPageOf(targetPath)) });
    return profile;
  }
  // the wizard first, then the page the user wanted
  if (profile && !profile.isFirstLoginDataFilled)
    throw redirect({ to: '/confirmDetails', search: targetPath === '/' ? {} : { redirect: targetPath } });
  if (access === 'signedIn') return profile;
  if (!hasAnyRole(effectiveRoles(profile, resolveOrganisationId()), access)) throw redirect({ to: '/' });
  return profile;
}
