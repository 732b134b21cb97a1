import type { UserRole } from '@portal/sdk/model';
import { http, type RequestHandler } from 'msw';
import type { DemoDb } from './db/db';
import type { DemoUser } from './db/types';
import { bearerToken, impersonatedUserId, tokenSubject } from './shared/acting-user';
import { forbidden, unauthorized } from './shared/answers';
import { accessOf } from './shared/operation-access';
import { findUser } from './shared/records';
import { selectedOrganisation } from './shared/request';

/** The roles a user acts in: their own, and those of their membership in the selected organisation. */
function rolesIn(user: DemoUser, organisationId: number | undefined): UserRole[] {
  const membership = user.organisations.find((o) => o.organisationId === organisationId)?.roles ?? [];
  return [...user.roles, ...membership];
}

/**
 * What a real API checks before any handler runs, from the table of shared/operation-access.ts: a public call
 * passes; any other needs the token of a user of the database (401 otherwise, as for a JWT that has expired);
 * impersonation (the ImpersonatedUser header) is an administrator's only (403 otherwise), and the impersonated
 * user's roles then count; a call of roles the caller holds none of answers 403. Answers nothing when the call may
 * go on, so the handlers after it get it.
 */
export const accessGate = (db: DemoDb): RequestHandler =>
  http.all('*/api/*', ({ request }) => {
    const access = accessOf(request.method, new URL(request.url).pathname);
    if (access === 'public') return undefined;
    const token = bearerToken(request);
    const caller = token === undefined ? undefined : findUser(db, tokenSubject(token));
    if (!caller || caller.isDeleted) return unauthorized();
    const impersonated = impersonatedUserId(request);
    if (impersonated !== undefined && !caller.roles.includes('Admin')) return forbidden();
    if (access === 'signedIn') return undefined;
    const actor = impersonated === undefined ? caller : findUser(db, impersonated);
    const roles = actor ? rolesIn(actor, selectedOrganisation(request)) : [];
    return roles.some((role) => access.includes(role)) ? undefined : forbidden();
  });
