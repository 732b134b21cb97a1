import { getCreateApplicationUserMockHandler } from '@portal/sdk/mocks/users';
import type { ApplicationUserInput, UserRole } from '@portal/sdk/model';
import { cooperationFields } from '@/components/users/person-form';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoMail, DemoUser } from '@/mocks/db/types';
import { actingUserId } from '@/mocks/shared/acting-user';
import { failOn, forbidden } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { applicationUserOf, findUser } from '@/mocks/shared/records';
import { nowIso, selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';
import { sendLink } from './account';
import { changeErrors, copyReferences, missingFirstLoginData, profileMessages } from './profile';

const schemas = lazySchemas(() => import('@portal/sdk/zod/users'));

const onlyRole = (roles: readonly UserRole[], role: UserRole) => roles.length > 0 && roles.every((r) => r === role);

/**
 * What the acting user may create, and what the server sets for them: an administrator anybody; a manager only
 * clients; a patron only clients, who get the patron as their patron; an expert owner only expert employees,
 * linked to the owner. Only an administrator gives a title, departments, a client size or (but the patron
 * themself) a patron: anybody else sending one is refused (403), as in the user forms' changes.
 */
function creation(actor: DemoUser, body: ApplicationUserInput): Partial<DemoUser> {
  if (actor.roles.includes('Admin')) return {};
  const adminFields = !!body.managerTitleId || !!body.departmentIds?.length || !!body.clientSize;
  if (onlyRole(body.roles, 'Client') && actor.roles.includes('Patron') && !adminFields) return { patronId: actor.id };
  if (onlyRole(body.roles, 'Client') && actor.roles.includes('Manager') && !adminFields && !body.patronId) return {};
  if (onlyRole(body.roles, 'ExpertEmployee') && actor.roles.includes('ExpertOwner') && !adminFields && !body.patronId)
    return { expertOwnerId: actor.id };
  throw forbidden();
}

/** The new user joins the selected organisation (the Organisation header) with their roles, when it exists. */
function joinSelectedOrganisation(db: DemoDb, request: Request, user: DemoUser) {
  const organisation = db.organisations.find((o) => o.id === selectedOrganisation(request));
  if (!organisation) return;
  const { id, firstName, lastName, email } = user;
  db.organisationUsers.push({
    id: db.nextId('organisationUsers'),
    organisationId: organisation.id,
    userId: id,
    user: { id, firstName, lastName, email, profileImageId: null },
    roles: [...user.roles],
    createdAt: user.createdAt,
    createdById: user.createdById,
  });
  organisation.userCount = (organisation.userCount ?? 0) + 1;
  user.organisations = [{ organisationId: organisation.id, name: organisation.name, roles: [...user.roles] }];
}

/**
 * The user forms' new users (POST ApplicationUser): checked by the contract and the demo's records, the e-mail
 * not in use by another account; the user starts not confirmed, without a password, and gets the activation
 * e-mail (db.mails, announced as `mailSent`), whose link sets the password. The first-login data counts as filled
 * when the form gave it all; otherwise the user fills it at the first sign-in.
 */
export const editingHandlers = ({ db, events }: MockContext) => {
  const announce = (mail: DemoMail) => events.emit({ type: 'mailSent', mail });
  return [
    getCreateApplicationUserMockHandler(async ({ request }) => {
      const actor = findUser(db, actingUserId(request));
      if (!actor) throw forbidden();
      const body = await validBody((await schemas()).CreateApplicationUserBody, request);
      const set = creation(actor, body);
      const email = body.email.trim();
      const taken = db.users.some((u) => u.email.toLowerCase() === email.toLowerCase());
      failOn({ ...changeErrors(db, body), email: taken ? [profileMessages.emailTaken] : undefined });

      const now = nowIso();
      const { departmentIds: _departments, ...fields } = body;
      const user: DemoUser = {
        ...fields,
        ...Object.fromEntries(cooperationFields.map((field) => [field, body[field] ?? now])),
        id: db.nextId('users'),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email,
        roles: [...new Set(body.roles)],
        status: 'NotConfirmed',
        hasSubscription: false,
        isDeleted: false,
        isFirstLoginDataFilled: false,
        departments: [],
        organisations: [],
        profession: null,
        managerTitle: null,
        patron: null,
        expertOwnerId: null,
        deletionReason: null,
        createdAt: now,
        createdById: actor.id,
        ...set,
      };
      copyReferences(db, user, { ...body, patronId: user.patronId ?? null });
      user.isFirstLoginDataFilled = Object.keys(missingFirstLoginData(user)).length === 0;
      joinSelectedOrganisation(db, request, user);
      db.users.push(user);
      // no password until the activation link sets one
      db.accounts.push({ userId: user.id, password: null, tokens: [] });
      sendLink(db, user, 'activate', announce, 'byTheFirm');
      db.save();
      return applicationUserOf(user);
    }),
  ];
};
