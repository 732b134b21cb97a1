import type { Organisation, OrganisationUser, OrganisationUserInput } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { notFound } from '@/mocks/shared/answers';
import { usedBy } from '@/mocks/shared/crud';
import { findUser, userRefOf } from '@/mocks/shared/records';
import { intParam } from '@/mocks/shared/request';
import type { Rules } from '@/mocks/shared/validation';

export function findOrganisation(db: DemoDb, id: number | undefined): Organisation {
  const organisation = db.organisations.find((o) => o.id === id);
  if (!organisation) throw notFound('Nie znaleziono organizacji');
  return organisation;
}

export function findMembership(db: DemoDb, id: string | readonly string[] | undefined): OrganisationUser {
  const membership = db.organisationUsers.find((m) => m.id === intParam(id));
  if (!membership) throw notFound('Nie znaleziono członkostwa w organizacji');
  return membership;
}

/**
 * What the contract cannot say of a membership: its organisation and user exist, and the user is not a member of
 * that organisation already (`current`: the membership being replaced).
 */
export const membershipRules =
  (db: DemoDb, current?: OrganisationUser): Rules<OrganisationUserInput> =>
  ({ organisationId, userId }) => ({
    organisationId: db.organisations.some((o) => o.id === organisationId) ? [] : ['Nie znaleziono organizacji.'],
    userId: !findUser(db, userId)
      ? ['Nie znaleziono użytkownika.']
      : db.organisationUsers.some(
            (m) => m.userId === userId && m.organisationId === organisationId && m.id !== current?.id,
          )
        ? ['Ten użytkownik należy już do tej organizacji.']
        : [],
  });

/** Why an organisation may not be deleted: it still has members (they would lose their roles there) or cases. */
export const organisationInUse = (db: DemoDb, organisation: Organisation) =>
  usedBy(
    `organizacji „${organisation.name}”`,
    [
      [
        db.organisationUsers.filter((m) => m.organisationId === organisation.id).length,
        ['członka', 'członków', 'członków'],
      ],
      [db.cases.filter((c) => c.organisationId === organisation.id).length, ['sprawę', 'sprawy', 'spraw']],
    ],
    'używana',
  );

/**
 * The copies that follow memberships (db/types.ts): each affected user's `organisations` (id, name, roles), their
 * memberships' `user`, the memberships their cases carry as the client, and each organisation's `userCount`.
 * Affected: the user given, and every member of the organisation given (its name may have changed).
 */
export function refreshMemberCopies(
  db: DemoDb,
  { userId, organisationId }: { userId?: number; organisationId?: number },
) {
  const users = new Set(userId === undefined ? [] : [userId]);
  for (const m of db.organisationUsers) if (m.organisationId === organisationId) users.add(m.userId);
  for (const id of users) {
    const memberships = db.organisationUsers.filter((m) => m.userId === id);
    const user = findUser(db, id);
    if (user)
      user.organisations = memberships.map((m) => ({
        organisationId: m.organisationId,
        name: db.organisations.find((o) => o.id === m.organisationId)?.name ?? '',
        roles: [...m.roles],
      }));
    const ref = userRefOf(db, id);
    if (ref) for (const m of memberships) m.user = ref;
    for (const item of db.cases)
      if (item.clientId === id)
        item.organisationUsers = memberships.map((m) => ({ organisationId: m.organisationId, roles: [...m.roles] }));
  }
  const organisations = new Set(organisationId === undefined ? [] : [organisationId]);
  for (const id of users)
    for (const m of db.organisationUsers) if (m.userId === id) organisations.add(m.organisationId);
  for (const organisation of db.organisations)
    if (organisations.has(organisation.id))
      organisation.userCount = db.organisationUsers.filter((m) => m.organisationId === organisation.id).length;
}
