import {
  getDeleteApplicationUserMockHandler,
  getDeleteApplicationUserPermanentlyMockHandler,
  getDeleteApplicationUserWithReasonMockHandler,
  getDownloadApplicationUserExportMockHandler,
  getForceApplicationUserPasswordResetMockHandler,
  getGetApplicationUserLinkMockHandler,
  getGetApplicationUserRolesMockHandler,
  getResendApplicationUserActivationMockHandler,
  getRestoreApplicationUserMockHandler,
  getSetApplicationUserClientSizeMockHandler,
  getSetApplicationUserDepartmentsMockHandler,
  getSetApplicationUserPatronMockHandler,
  getSetApplicationUserRolesMockHandler,
} from '@portal/sdk/mocks/users';
import type { UserRole } from '@portal/sdk/model';
import { effectiveRoles, sortRoles } from '@/lib/auth/roles';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoMail, DemoUser } from '@/mocks/db/types';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, failOn, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { applicationUserOf, findUser, userRefOf } from '@/mocks/shared/records';
import { intParam, nowIso, selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
import { notActivated, sendLink } from './account';
import { looksAfter } from './profile';

const schemas = lazySchemas(() => import('@portal/sdk/zod/users'));

/** The server's words of the account administration (400 answers). */
export const managementMessages = {
  reasonRequired: 'Podaj powód dezaktywacji.',
  notYourself: 'Tej operacji nie można wykonać na własnym koncie.',
  alreadyDeactivated: 'Użytkownik jest już dezaktywowany.',
  deactivateFirst: 'Najpierw dezaktywuj użytkownika.',
  inCases: (count: number) =>
    `Użytkownik bierze udział w sprawach (${count}), więc nie można go usunąć trwale. Pozostaw go dezaktywowanego.`,
  deactivated: 'Konto jest dezaktywowane. Najpierw je przywróć.',
  notActivated: 'Konto nie zostało jeszcze aktywowane. Wyślij ponownie e-mail aktywacyjny.',
  notWaiting: 'Ten użytkownik nie czeka na aktywację konta.',
  notPatron: 'Wybrana osoba nie ma roli opiekuna.',
  patronOfClient: 'Opiekuna przypisuje się tylko klientowi.',
  sizeOfClient: 'Wielkość firmy ustawia się tylko klientowi.',
  noDepartment: 'Nie ma takiego departamentu.',
  notMember: 'Użytkownik nie należy do wybranej organizacji.',
  ownAdmin: 'Nie możesz odebrać sobie roli administratora.',
} as const;

/** Whether the user holds any role other than Client (the firm's people). */
const isStaff = (user: DemoUser) => user.roles.some((role) => role !== 'Client');

/**
 * Who may read a user (GET /ApplicationUser/{id}): oneself; an administrator anyone; a manager the staff and the
 * clients of the cases they manage; a patron the staff and their own clients; an expert owner the staff (their
 * employees among them); an expert employee their owner and colleagues; an ambassador the staff. A client nobody else.
 */
export function mayReadUser(db: DemoDb, actorId: number | undefined, target: DemoUser): boolean {
  // a call without an acting user is the gate's business (it refuses those without a token)
  if (actorId === undefined || actorId === target.id) return true;
  const actor = findUser(db, actorId);
  if (!actor) return false;
  const has = (role: UserRole) => actor.roles.includes(role);
  if (has('Admin')) return true;
  const staff = isStaff(target);
  if ((has('Manager') || has('Patron')) && (staff || looksAfter(db, actor, target))) return true;
  if ((has('ExpertOwner') || has('Ambassador')) && staff) return true;
  if (has('ExpertEmployee')) {
    const owner = actor.expertOwnerId;
    if (owner && (target.id === owner || target.expertOwnerId === owner)) return true;
  }
  return false;
}

/** A not activated user's account keeps an activation link never used: the trace restore goes by. */
const activationOwed = (db: DemoDb, user: DemoUser) =>
  db.accounts.some((a) => a.userId === user.id && a.tokens.some((t) => t.purpose === 'activate' && !t.usedAt));

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Deactivates (status Deleted), keeping the trace of a missing activation for a later restore. */
function deactivate(db: DemoDb, request: Request, user: DemoUser, reason: string | null) {
  if (user.id === actingUserId(request)) failOn({ id: [managementMessages.notYourself] });
  if (user.status === 'Deleted' || user.isDeleted) failOn({ id: [managementMessages.alreadyDeactivated] });
  if (notActivated(user) && !activationOwed(db, user)) {
    // an expired link, never used: the user still owes an activation when restored
    const account = db.accounts.find((a) => a.userId === user.id);
    const owed = { token: randomToken(), purpose: 'activate' as const, expiresAt: nowIso() };
    if (account) account.tokens = [...account.tokens.filter((t) => t.purpose !== 'activate'), owed];
    else db.accounts.push({ userId: user.id, password: null, tokens: [owed] });
  }
  Object.assign(user, {
    status: 'Deleted',
    isDeleted: true,
    deletionReason: reason,
    updatedAt: nowIso(),
    updatedById: actingUserId(request) ?? null,
  } satisfies Partial<DemoUser>);
  db.save();
}

/** Removes a user and what only they own; one who takes part in a case stays (the case would lose a side). */
function removeForGood(db: DemoDb, user: DemoUser) {
  const cases = db.cases.filter(
    (c) => c.clientId === user.id || c.expertId === user.id || c.managers.some((m) => m.id === user.id),
  );
  if (cases.length) failOn({ id: [managementMessages.inCases(cases.length)] });
  const keep = <T>(list: T[], stays: (item: T) => boolean) => list.splice(0, list.length, ...list.filter(stays));
  keep(db.users, (u) => u.id !== user.id);
  keep(db.organisationUsers, (m) => m.userId !== user.id);
  keep(db.accounts, (a) => a.userId !== user.id);
  keep(db.notifications, (n) => n.userId !== user.id);
  keep(db.savedCards, (c) => c.userId !== user.id);
  keep(db.companies, (c) => c.clientId !== user.id);
  keep(db.calendarEvents, (e) => e.userId !== user.id);
  if (user.profileImageId) keep(db.profilePictures, (p) => p.id !== user.profileImageId);
  for (const event of db.calendarEvents)
    if (event.participants?.some((p) => p.id === user.id))
      event.participants = event.participants.filter((p) => p.id !== user.id);
  for (const other of db.users) {
    if (other.patronId === user.id) Object.assign(other, { patronId: null, patron: null });
    if (other.expertOwnerId === user.id) other.expertOwnerId = null;
  }
  db.save();
}

/** Everything the demo keeps about a user, for a data access request (JSON). */
function exportOf(db: DemoDb, user: DemoUser) {
  const partIn = (c: DemoDb['cases'][number]) =>
    [
      c.clientId === user.id && 'Client',
      c.expertId === user.id && 'Expert',
      c.managers.some((m) => m.id === user.id) && 'Manager',
    ].filter(Boolean);
  const data = {
    exportedAt: nowIso(),
    user: applicationUserOf(user),
    memberships: db.organisationUsers
      .filter((m) => m.userId === user.id)
      .map(({ organisationId, roles }) => ({ organisationId, roles })),
    companies: db.companies.filter((c) => c.clientId === user.id),
    cases: db.cases
      .filter((c) => partIn(c).length > 0)
      .map((c) => ({ id: c.id, name: c.name, status: c.status, as: partIn(c) })),
    calendarEvents: db.calendarEvents
      .filter((e) => e.userId === user.id)
      .map(({ id, title, start, end }) => ({ id, title, start, end })),
    mails: db.mails.filter((m) => m.to.toLowerCase() === user.email.toLowerCase()).map(({ link: _link, ...m }) => m),
  };
  const bytes = new TextEncoder().encode(JSON.stringify(data, null, 2));
  // an ArrayBuffer of this realm (the generated handler sends only those; TextEncoder's may be another's)
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}

/**
 * The administration of accounts (/users, /users/{id}): deactivation with a reason and restoring, deleting for
 * good, the activation e-mail and link, a forced password reset, the data export, and the roles, patron,
 * departments and client size of a user. The e-mails go to db.mails and are announced as `mailSent`.
 */
export const managementHandlers = ({ db, events }: MockContext) => {
  const announce = (mail: DemoMail) => events.emit({ type: 'mailSent', mail });
  const userOr404 = (id: string | readonly string[] | number | undefined) => {
    const user = findUser(db, typeof id === 'number' ? id : intParam(id));
    if (!user) throw notFound('Nie znaleziono użytkownika');
    return user;
  };
  /** The not activated user of an e-mail address (resend, the link); 404 as the contract says otherwise. */
  const waitingFor = (email: string) => {
    const user = db.users.find((u) => !u.isDeleted && u.email.toLowerCase() === email.trim().toLowerCase());
    if (!user || !notActivated(user)) throw notFound(managementMessages.notWaiting);
    return user;
  };
  const changed = (request: Request, user: DemoUser) => {
    user.updatedAt = nowIso();
    user.updatedById = actingUserId(request) ?? null;
    db.save();
    return applicationUserOf(user);
  };

  return [
    getDeleteApplicationUserWithReasonMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      const { reason } = validQuery((await schemas()).DeleteApplicationUserWithReasonQueryParams, request, (q) => ({
        reason: q.reason.trim() ? undefined : [managementMessages.reasonRequired],
      }));
      deactivate(db, request, user, reason.trim());
    }),
    // the plain DELETE of the standard pattern: a deactivation without a reason (the user can be restored)
    getDeleteApplicationUserMockHandler(({ request, params }) => deactivate(db, request, userOr404(params.id), null)),
    getRestoreApplicationUserMockHandler(({ request, params }) => {
      const user = userOr404(params.id);
      // restoring one who is not deactivated changes nothing (the contract has no refusal for it)
      if (user.status !== 'Deleted' && !user.isDeleted) return applicationUserOf(user);
      Object.assign(user, {
        status: activationOwed(db, user) ? 'NotConfirmed' : 'Active',
        isDeleted: false,
        deletionReason: null,
      } satisfies Partial<DemoUser>);
      return changed(request, user);
    }),
    getDeleteApplicationUserPermanentlyMockHandler(({ request, params }) => {
      const user = userOr404(params.id);
      if (user.id === actingUserId(request)) throw badRequest({ id: [managementMessages.notYourself] });
      if (user.status !== 'Deleted' && !user.isDeleted) throw badRequest({ id: [managementMessages.deactivateFirst] });
      removeForGood(db, user);
    }),
    getResendApplicationUserActivationMockHandler(async ({ request }) => {
      const { email } = validQuery((await schemas()).ResendApplicationUserActivationQueryParams, request);
      sendLink(db, waitingFor(email), 'activate', announce, 'byTheFirm');
      db.save();
    }),
    // the link of the activation e-mail last sent, while it is valid; else a new one (and its e-mail)
    getGetApplicationUserLinkMockHandler(async ({ request }) => {
      const { email } = validQuery((await schemas()).GetApplicationUserLinkQueryParams, request);
      const user = waitingFor(email);
      const valid = () =>
        db.accounts
          .find((a) => a.userId === user.id)
          ?.tokens.find((t) => t.purpose === 'activate' && !t.usedAt && Date.parse(t.expiresAt) > Date.now());
      if (!valid()) {
        sendLink(db, user, 'activate', announce, 'byTheFirm');
        db.save();
      }
      const token = valid()!;
      return {
        url: `/activate?${new URLSearchParams({ email: user.email, token: token.token })}`,
        expiresAt: token.expiresAt,
      };
    }),
    getForceApplicationUserPasswordResetMockHandler(async ({ request }) => {
      const { id } = validQuery((await schemas()).ForceApplicationUserPasswordResetQueryParams, request);
      const user = userOr404(id);
      if (user.id === actingUserId(request)) throw badRequest({ id: [managementMessages.notYourself] });
      if (user.status === 'Deleted' || user.isDeleted) throw badRequest({ id: [managementMessages.deactivated] });
      if (notActivated(user)) throw badRequest({ id: [managementMessages.notActivated] });
      // the current password stops working (a random one nobody knows): only the link sets a new one
      const account = db.accounts.find((a) => a.userId === user.id);
      if (account) account.password = randomToken();
      else db.accounts.push({ userId: user.id, password: randomToken(), tokens: [] });
      sendLink(db, user, 'resetPassword', announce, 'byTheFirm');
      db.save();
    }),
    getDownloadApplicationUserExportMockHandler(async ({ request }) => {
      const { id } = validQuery((await schemas()).DownloadApplicationUserExportQueryParams, request);
      return exportOf(db, userOr404(id));
    }),
    getGetApplicationUserRolesMockHandler(({ request, params }) =>
      effectiveRoles(userOr404(params.id), selectedOrganisation(request) ?? 0),
    ),
    // the global roles (no organisation selected) or those of the membership in the selected organisation
    getSetApplicationUserRolesMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      const roles = sortRoles([
        ...new Set((await validBody((await schemas()).SetApplicationUserRolesBody, request)).roles),
      ]);
      const organisationId = selectedOrganisation(request);
      if (!organisationId) {
        if (user.id === actingUserId(request) && user.roles.includes('Admin') && !roles.includes('Admin'))
          throw badRequest({ roles: [managementMessages.ownAdmin] });
        user.roles = roles;
      } else {
        const membership = db.organisationUsers.find(
          (m) => m.userId === user.id && m.organisationId === organisationId,
        );
        if (!membership) throw badRequest({ roles: [managementMessages.notMember] });
        membership.roles = roles;
        user.organisations = user.organisations.map((o) => (o.organisationId === organisationId ? { ...o, roles } : o));
      }
      changed(request, user);
      return roles;
    }),
    getSetApplicationUserPatronMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      const { patronId } = await validBody((await schemas()).SetApplicationUserPatronBody, request);
      const patron = findUser(db, patronId);
      failOn({
        id: user.roles.includes('Client') ? undefined : [managementMessages.patronOfClient],
        patronId:
          patronId === null || (patron && !patron.isDeleted && patron.roles.includes('Patron'))
            ? undefined
            : [managementMessages.notPatron],
      });
      user.patronId = patronId;
      user.patron = userRefOf(db, patronId);
      return changed(request, user);
    }),
    getSetApplicationUserDepartmentsMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      const { departmentIds } = await validBody((await schemas()).SetApplicationUserDepartmentsBody, request);
      const departments = departmentIds.map((id) => db.departments.find((d) => d.id === id));
      failOn({ departmentIds: departments.every(Boolean) ? undefined : [managementMessages.noDepartment] });
      user.departments = departments.map((d) => ({ ...d! }));
      return changed(request, user);
    }),
    getSetApplicationUserClientSizeMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      const { clientSize } = validQuery((await schemas()).SetApplicationUserClientSizeQueryParams, request);
      failOn({ id: user.roles.includes('Client') ? undefined : [managementMessages.sizeOfClient] });
      user.clientSize = clientSize;
      return changed(request, user);
    }),
  ];
};
