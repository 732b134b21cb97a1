import {
  getGetApplicationUserClientExpertEmployeeMockHandler,
  getGetApplicationUserMockHandler,
  getGetApplicationUserClientManagerMockHandler,
  getGetApplicationUserContextMinimalMockHandler,
  getGetApplicationUserMinimalMockHandler,
  getGetApplicationUserYourPatronMockHandler,
  getListApplicationUserClientExpertEmployeesMockHandler,
  getListApplicationUserClientsMockHandler,
  getListApplicationUserExpertEmployeesMockHandler,
  getListApplicationUserExpertOwnersMockHandler,
  getListApplicationUserLeadsForCaseMockHandler,
  getListApplicationUserManagerClientsMockHandler,
  getListApplicationUserManagersAndAmbassadorsMockHandler,
  getListApplicationUserManagersMockHandler,
  getListApplicationUserPatronClientsMockHandler,
  getListApplicationUserPatronsMockHandler,
  getListApplicationUserPeopleMockHandler,
  getListApplicationUsersMockHandler,
  getListApplicationUserYourExpertEmployeesMockHandler,
} from '@portal/sdk/mocks/users';
import type { ApplicationUserPage, UserRole } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { accountHandlers } from './account';
import { looksAfter, profileHandlers } from './profile';
import { managementHandlers, mayReadUser } from './management';
import { editingHandlers } from './editing';
import { leasingSurveyHandlers } from './leasing-survey';
import { salesDataHandlers } from './sales-data';
import { actsAsClient, assertCaseAccess, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { forbidden, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { applicationUserOf, findCase, findUser, minimalUserOf } from '@/mocks/shared/records';
import { intParam, searchParams, selectedOrganisation } from '@/mocks/shared/request';

const hasRole =
  (...roles: UserRole[]) =>
  (user: DemoUser) =>
    user.roles.some((role) => roles.includes(role));
const active = (user: DemoUser) => !user.isDeleted;
const byName = (a: DemoUser, b: DemoUser) =>
  compareValues(a.lastName, b.lastName) || compareValues(a.firstName, b.firstName) || a.id - b.id;

/** The sort keys of the user lists (anything else sorts by last and first name). */
const sortKeys: Record<string, (user: DemoUser) => string | number | null | undefined> = {
  createdat: (user) => user.createdAt,
  email: (user) => user.email,
  status: (user) => user.status,
  firstname: (user) => user.firstName,
};

const sortValue = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : null);

/**
 * A page of users filtered by the query's search (name, e-mail, phone and what `alsoSearched` adds), role and
 * status, sorted.
 */
function userPage(
  users: DemoUser[],
  request: Request,
  alsoSearched: (user: DemoUser) => (string | null | undefined)[] = () => [],
): ApplicationUserPage {
  const query = searchParams(request);
  const role = query.get('role');
  const status = query.get('status');
  const filtered = users.filter(
    (user) =>
      (!role || user.roles.includes(role as UserRole)) &&
      (!status || user.status === status) &&
      matchesSearch(
        query.get('search'),
        `${user.firstName} ${user.lastName}`,
        user.email,
        user.phoneNumber,
        // a number typed without its spaces ("601234567")
        user.phoneNumber?.replace(/\D/g, ''),
        ...alsoSearched(user),
      ),
  );
  const key = sortKeys[(query.get('sortBy') ?? '').toLowerCase()] as ((user: DemoUser) => unknown) | undefined;
  // name order is ascending unless asked otherwise; other keys follow the direction (default descending)
  const sign = key ? (sortDirectionOf(query) === 0 ? 1 : -1) : query.get('sortDirection') === '1' ? -1 : 1;
  filtered.sort((a, b) => sign * ((key ? compareValues(sortValue(key(a)), sortValue(key(b))) : 0) || byName(a, b)));
  const page = pageOf(filtered, query);
  return { ...page, items: page.items.map(applicationUserOf) };
}

/** The company names of a client's cases among `cases` (the clients lists search them too, as they show them). */
const companiesIn = (cases: DemoDb['cases']) => (user: DemoUser) =>
  cases.filter((c) => c.clientId === user.id).map((c) => c.companyName);

const minimalList = (db: DemoDb, users: DemoUser[]) =>
  users
    .filter(active)
    .sort(byName)
    .map((u) => minimalUserOf(db, u));

export const usersHandlers = ({ db, events }: MockContext) => {
  const userOr404 = (id: string | readonly string[] | undefined) => {
    const user = findUser(db, intParam(id));
    if (!user) throw notFound('Nie znaleziono użytkownika');
    return user;
  };
  /** The cases of the acting client, and for a patron those of their clients. */
  const clientSideCases = (request: Request) => {
    const userId = actingUserId(request);
    const patron = userId !== undefined && rolesOf(db, userId).includes('Patron');
    return db.cases.filter((c) => c.clientId === userId || (patron && findUser(db, c.clientId)?.patronId === userId));
  };
  const expertsSeenBy = (request: Request, experts: DemoUser[]) => {
    if (!actsAsClient(db, request)) return experts;
    const userId = actingUserId(request);
    return experts.filter((expert) => db.cases.some((c) => c.clientId === userId && c.expertId === expert.id));
  };
  return [
    ...accountHandlers({ db, events }),
    ...profileHandlers({ db, events }),
    // before GET /ApplicationUser/{id}: its paths (`/export`, `/resend` …) would match that one
    ...managementHandlers({ db, events }),
    ...editingHandlers({ db, events }),
    ...leasingSurveyHandlers({ db, events }),
    ...salesDataHandlers({ db, events }),
    getGetApplicationUserMockHandler(async ({ request, params }) => {
      // every other path of the tag has its handler above: one that is no id names nobody
      if (intParam(params.id) === undefined) throw notFound();
      // who reads whom: management.ts (a client only themselves, staff the clients they serve)
      const user = userOr404(params.id);
      const actorId = actingUserId(request);
      if (!mayReadUser(db, actorId, user)) {
        // to an expert, someone outside their office is nobody they know of (the expert profiles say "not found")
        const expert = rolesOf(db, actorId).some((role) => role === 'ExpertOwner' || role === 'ExpertEmployee');
        throw expert ? notFound('Nie znaleziono użytkownika') : forbidden();
      }
      return applicationUserOf(user);
    }),
    getListApplicationUsersMockHandler(({ request }) => userPage(db.users, request)),
    getListApplicationUserClientsMockHandler(({ request }) => userPage(db.users.filter(hasRole('Client')), request)),
    // A client is answered with the managers assigned to them, those of their cases (none for a new client);
    // everybody else with every manager.
    getListApplicationUserManagersMockHandler(({ request }) => {
      const userId = actingUserId(request);
      const own = actsAsClient(db, request)
        ? new Set(db.cases.filter((c) => c.clientId === userId).flatMap((c) => c.managers.map((m) => m.id)))
        : undefined;
      return db.users
        .filter((user) => hasRole('Manager')(user) && active(user) && (!own || own.has(user.id)))
        .sort(byName)
        .map(applicationUserOf);
    }),
    getListApplicationUserManagersAndAmbassadorsMockHandler(() =>
      minimalList(db, db.users.filter(hasRole('Manager', 'Ambassador'))),
    ),
    // The clients the acting manager looks after.
    getListApplicationUserManagerClientsMockHandler(({ request }) => {
      const userId = actingUserId(request);
      const manager = findUser(db, userId);
      const own = db.cases.filter((c) => c.managers.some((m) => m.id === userId));
      // the clients of the manager's cases, and those the manager added who have no case yet
      return userPage(
        db.users.filter((u) => manager && u.roles.includes('Client') && looksAfter(db, manager, u)),
        request,
        companiesIn(own),
      );
    }),
    getListApplicationUserPatronClientsMockHandler(({ request }) => {
      const userId = actingUserId(request);
      return userPage(
        db.users.filter((u) => userId !== undefined && u.patronId === userId && u.roles.includes('Client')),
        request,
        companiesIn(db.cases),
      );
    }),
    getListApplicationUserPatronsMockHandler(() => minimalList(db, db.users.filter(hasRole('Patron')))),
    getListApplicationUserPeopleMockHandler(({ request }) =>
      userPage(
        db.users.filter((u) => u.roles.some((role) => role !== 'Client')),
        request,
      ),
    ),
    // A client is answered with the experts of their cases (the filters of their case list); the staff with all.
    getListApplicationUserExpertEmployeesMockHandler(({ request }) =>
      minimalList(db, expertsSeenBy(request, db.users.filter(hasRole('ExpertEmployee')))),
    ),
    getListApplicationUserExpertOwnersMockHandler(({ request }) =>
      minimalList(db, expertsSeenBy(request, db.users.filter(hasRole('ExpertOwner')))),
    ),
    // The experts of the acting client's cases (a patron's: of their clients' cases).
    getListApplicationUserClientExpertEmployeesMockHandler(({ request }) => {
      const experts = new Set(clientSideCases(request).map((c) => c.expertId));
      return db.users
        .filter((u) => experts.has(u.id))
        .sort(byName)
        .map(applicationUserOf);
    }),
    getGetApplicationUserClientExpertEmployeeMockHandler(({ request, params }) => {
      const expert = userOr404(params.id);
      if (!clientSideCases(request).some((c) => c.expertId === expert.id)) throw notFound('Nie znaleziono eksperta');
      return applicationUserOf(expert);
    }),
    getListApplicationUserYourExpertEmployeesMockHandler(({ request }) => {
      const userId = actingUserId(request);
      return db.users
        .filter((u) => userId !== undefined && u.expertOwnerId === userId)
        .sort(byName)
        .map(applicationUserOf);
    }),
    getGetApplicationUserYourPatronMockHandler(({ request }) => {
      const patron = findUser(db, findUser(db, actingUserId(request))?.patronId);
      if (!patron) throw notFound('Nie przypisano opiekuna');
      return applicationUserOf(patron);
    }),
    // A manager of the acting client's cases (as GET managers names them to a client); any other: 404.
    getGetApplicationUserClientManagerMockHandler(({ request, params }) => {
      const userId = actingUserId(request);
      const manager = userOr404(params.id);
      const handles = db.cases.some((c) => c.clientId === userId && c.managers.some((m) => m.id === manager.id));
      if (!manager.roles.includes('Manager') || !handles) throw notFound('Nie znaleziono managera');
      return applicationUserOf(manager);
    }),
    // Who may be the lead of a case: managers and ambassadors.
    getListApplicationUserLeadsForCaseMockHandler(({ request, params }) => {
      assertCaseAccess(db, request, findCase(db, intParam(params.caseId as string)));
      return minimalList(db, db.users.filter(hasRole('Manager', 'Ambassador')));
    }),
    getGetApplicationUserMinimalMockHandler(({ params }) => minimalUserOf(db, userOr404(params.id))),
    // Roles of the membership in the selected organisation (global roles when none is selected or no membership).
    getGetApplicationUserContextMinimalMockHandler(({ request, params }) => {
      const user = userOr404(params.id);
      const organisationId = selectedOrganisation(request);
      const membership = db.organisationUsers.find((m) => m.userId === user.id && m.organisationId === organisationId);
      return { ...minimalUserOf(db, user), roles: [...(membership?.roles ?? user.roles)] };
    }),
  ];
};
