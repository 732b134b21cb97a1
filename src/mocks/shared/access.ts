import type { Case, UserRole } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { actingUserId } from './acting-user';
import { forbidden } from './answers';
import { findUser } from './records';

/**
 * The access rules of the demo backend, all in this file. They are deliberately small: the spec does not
 * say which role may call what, so only the rule every screen must handle is enforced:
 *
 * - A client (a user whose only role is Client) may read and change only the cases they are the client of;
 *   anything else about another client's case answers 403. This covers reading a case, its activity, history,
 *   periods and attachments, every change, comments and uploads, and creating a case for somebody else.
 * - A client may list only their own cases (`/Case/clientCases/{userId}` of another user answers 403).
 * - Everybody else (staff roles) may read and change every case.
 * - A call without an acting user is not restricted (the demo's auth gate handles tokens).
 */

const STAFF_ROLES: UserRole[] = ['Admin', 'Manager', 'Patron', 'Ambassador', 'ExpertEmployee', 'ExpertOwner'];

export const rolesOf = (db: DemoDb, userId: number | undefined): UserRole[] => findUser(db, userId)?.roles ?? [];

/** A user who is a Client and nothing else. */
export const isClientOnly = (roles: readonly UserRole[]) =>
  roles.includes('Client') && !roles.some((role) => STAFF_ROLES.includes(role));

/** Throws 403 unless the acting user may see and change the case. */
export function assertCaseAccess(db: DemoDb, request: Request, item: Pick<Case, 'clientId'>): void {
  assertClientAccess(db, request, item.clientId);
}

/** Throws 403 when the acting user is a client other than `clientId`. */
export function assertClientAccess(db: DemoDb, request: Request, clientId: number): void {
  const userId = actingUserId(request);
  if (userId === undefined) return;
  if (isClientOnly(rolesOf(db, userId)) && clientId !== userId) throw forbidden();
}

/** Whether the request's acting user is a client and nothing else. */
export function actsAsClient(db: DemoDb, request: Request): boolean {
  const userId = actingUserId(request);
  return userId !== undefined && isClientOnly(rolesOf(db, userId));
}

/** Throws 403 when a client calls what only staff may (the firm's money, offers, invoices to issue). */
export function assertStaff(db: DemoDb, request: Request): void {
  if (actsAsClient(db, request)) throw forbidden();
}

/** Whether the acting user works on the expert side (anyone but a client): decides `isExpertAttachment`. */
export const isExpertSide = (db: DemoDb, request: Request) => !isClientOnly(rolesOf(db, actingUserId(request)));
