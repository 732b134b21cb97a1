import * as mocks from '@portal/sdk/mocks/organisations';
import type { OrganisationUser } from '@portal/sdk/model';
import type { HttpHandler } from 'msw';
import { actingUserId } from '@/mocks/shared/acting-user';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { byName, compareValues } from '@/mocks/shared/lists';
import { intParam, nowIso } from '@/mocks/shared/request';
import { userRefOf } from '@/mocks/shared/records';
import { lazySchemas, validBody } from '@/mocks/shared/validation';
import {
  findMembership,
  findOrganisation,
  membershipRules,
  organisationInUse,
  refreshMemberCopies,
} from './memberships';

const schemas = lazySchemas(() => import('@portal/sdk/zod/organisations'));

/** Only the reads of a crud() resource: its writes are hand-written where they check or change more. */
const reads = (handlers: HttpHandler[]) => handlers.filter((handler) => handler.info.method === 'GET');

const byMemberName = (a: OrganisationUser, b: OrganisationUser) =>
  compareValues(a.user.lastName, b.user.lastName) || compareValues(a.user.firstName, b.user.firstName) || a.id - b.id;

/**
 * Organisations (a dictionary on crud(); one that still has members or cases is not deleted) and their
 * memberships: a user's roles in one organisation. Every change keeps the copies in step: the users'
 * `organisations`, the organisations' `userCount`, and the client's memberships each of their cases carries.
 */
export const organisationsHandlers = ({ db }: MockContext) => [
  mocks.getListOrganisationsOfContextUserMockHandler(({ request }) => {
    const userId = actingUserId(request);
    const memberOf = new Set(db.organisationUsers.filter((m) => m.userId === userId).map((m) => m.organisationId));
    return db.organisations.filter((org) => memberOf.has(org.id)).map(({ id, name }) => ({ id, name }));
  }),
  ...crud(db, 'organisations', {
    resource: 'Organisation',
    mocks,
    schemas,
    what: 'organizacja',
    audited: true,
    sort: byName,
    // its number of members, and the copies of its name its members carry
    onWrite: (organisation) => refreshMemberCopies(db, { organisationId: organisation.id }),
    inUse: (organisation) => organisationInUse(db, organisation),
  }),

  ...reads(
    crud(db, 'organisationUsers', { resource: 'OrganisationUser', mocks, schemas, what: 'członkostwo w organizacji' }),
  ),
  mocks.getListOrganisationUsersByOrganisationMockHandler(({ params }) => {
    const organisation = findOrganisation(db, intParam(params.organisationId as string));
    return db.organisationUsers.filter((m) => m.organisationId === organisation.id).sort(byMemberName);
  }),
  mocks.getCreateOrganisationUserMockHandler(async ({ request }) => {
    const input = await validBody((await schemas()).CreateOrganisationUserBody, request, membershipRules(db));
    const membership: OrganisationUser = {
      id: db.nextId('organisationUsers'),
      ...input,
      user: userRefOf(db, input.userId),
      createdAt: nowIso(),
      createdById: actingUserId(request) ?? null,
    };
    db.organisationUsers.push(membership);
    refreshMemberCopies(db, membership);
    db.save();
    return membership;
  }),
  mocks.getUpdateOrganisationUserMockHandler(async ({ request, params }) => {
    const membership = findMembership(db, params.id);
    const before = { userId: membership.userId, organisationId: membership.organisationId };
    const input = await validBody(
      (await schemas()).UpdateOrganisationUserBody,
      request,
      membershipRules(db, membership),
    );
    Object.assign(membership, input, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    refreshMemberCopies(db, before);
    refreshMemberCopies(db, membership);
    db.save();
    return membership;
  }),
  mocks.getPatchOrganisationUserMockHandler(async ({ request, params }) => {
    const membership = findMembership(db, params.id);
    const input = await validBody((await schemas()).PatchOrganisationUserBody, request);
    Object.assign(membership, input, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    refreshMemberCopies(db, membership);
    db.save();
    return membership;
  }),
  mocks.getDeleteOrganisationUserMockHandler(({ params }) => {
    const membership = findMembership(db, params.id);
    db.organisationUsers.splice(db.organisationUsers.indexOf(membership), 1);
    refreshMemberCopies(db, membership);
    db.save();
  }),
];
