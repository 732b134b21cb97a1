import {
  createOrganisation,
  createOrganisationUser,
  deleteOrganisation,
  deleteOrganisationUser,
  getApplicationUser,
  getApplicationUserContextMinimal,
  getOrganisation,
  getOrganisationUser,
  listApplicationUserPeople,
  listOrganisations,
  listOrganisationsOfContextUser,
  listOrganisationUsers,
  listOrganisationUsersByOrganisation,
  patchOrganisation,
  patchOrganisationUser,
  updateOrganisation,
  updateOrganisationUser,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi({ as: 'Admin' });
const { main, partner, expertOffice } = ids.organisation;
const { person } = ids;

/** The status and the body of a refused call. */
const refusal = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as
    { status?: number; body?: { detail?: string; errors?: Record<string, string[]> } } | undefined;
  return { status: error?.status, detail: error?.body?.detail, errors: error?.body?.errors ?? {} };
};

const organisationsOf = (userId: number) => api.db.users.find((u) => u.id === userId)!.organisations;

describe('organisations', () => {
  it('lists the three of the seed by name, each with its number of members', async () => {
    const list = await listOrganisations();
    expect(list.map((o) => o.name)).toEqual([
      'Biuro Rachunkowe Lewandowski i Wspólnicy',
      'Partner',
      'Portal Klienta sp. z o.o.',
    ]);
    expect(Object.fromEntries(list.map((o) => [o.id, o.userCount]))).toEqual({
      [main]: 7,
      [partner]: 6,
      [expertOffice]: 5,
    });
    expect(api.db.organisationUsers).toHaveLength(18);
  });

  it('creates, reads, renames (PUT and merge-patch) and deletes one without members or cases', async () => {
    const created = await createOrganisation({ name: 'Kancelaria Nowa', nip: '1234567890' });
    expect(created).toMatchObject({ name: 'Kancelaria Nowa', userCount: 0, createdById: person.admin });
    expect(await getOrganisation(created.id)).toMatchObject({ name: 'Kancelaria Nowa' });

    await updateOrganisation(created.id, { name: 'Kancelaria Stara' });
    // PUT clears what it does not send
    const replaced = await getOrganisation(created.id);
    expect(replaced.name).toBe('Kancelaria Stara');
    expect(replaced).not.toHaveProperty('nip');
    await patchOrganisation(created.id, { nip: '0987654321' });
    expect(await getOrganisation(created.id)).toMatchObject({ name: 'Kancelaria Stara', nip: '0987654321' });

    await deleteOrganisation(created.id);
    expect(await refusal(getOrganisation(created.id))).toMatchObject({ status: 404 });
  });

  it('refuses a name that breaks the contract, with the messages per field', async () => {
    const refused = await refusal(createOrganisation({ name: '' }));
    expect(refused.status).toBe(400);
    expect(refused.errors.name).toEqual(['To pole jest wymagane']);
    expect(await listOrganisations()).toHaveLength(3);
  });

  it('refuses to delete one that still has members or cases, naming them', async () => {
    const refused = await refusal(deleteOrganisation(partner));
    expect(refused.status).toBe(400);
    expect(refused.detail).toBe('Nie można usunąć organizacji „Partner”: jest używana przez 6 członków i 6 spraw.');
    expect(api.db.organisations.some((o) => o.id === partner)).toBe(true);

    // no cases, one member: refused for the member only; once the member goes, it may go
    const created = await createOrganisation({ name: 'Filia' });
    const membership = await createOrganisationUser({
      organisationId: created.id,
      userId: person.ambassador,
      roles: ['Ambassador'],
    });
    expect((await refusal(deleteOrganisation(created.id))).detail).toBe(
      'Nie można usunąć organizacji „Filia”: jest używana przez 1 członka.',
    );
    await deleteOrganisationUser(membership.id);
    await deleteOrganisation(created.id);
    expect(api.db.organisations.some((o) => o.id === created.id)).toBe(false);
  });

  it('a rename reaches the copies of the name the members carry', async () => {
    await patchOrganisation(partner, { name: 'Partner Plus' });
    expect(organisationsOf(person.clientManager)).toEqual([
      { organisationId: partner, name: 'Partner Plus', roles: ['Manager'] },
    ]);
    expect(await listOrganisationsOfContextUser()).toContainEqual({ id: partner, name: 'Partner Plus' });
  });

  it('only an administrator', async () => {
    api.actAs('Manager');
    expect((await refusal(listOrganisations())).status).toBe(403);
    expect((await refusal(createOrganisation({ name: 'X' }))).status).toBe(403);
    expect((await refusal(listOrganisationUsersByOrganisation(main))).status).toBe(403);
    expect((await refusal(deleteOrganisationUser(1))).status).toBe(403);
    // the header's selector stays open to everybody
    expect((await listOrganisationsOfContextUser()).map((o) => o.id).sort()).toEqual([main, partner, expertOffice]);
  });
});

describe('organisation members', () => {
  it('lists the members of one organisation by last name; an unknown organisation is not found', async () => {
    const members = await listOrganisationUsersByOrganisation(partner);
    expect(members.map((m) => m.user.lastName)).toEqual([
      'Dudek',
      'Jankowska',
      'Majewski',
      'Wiśniewska',
      'Wojciechowski',
      'Zielińska',
    ]);
    expect(members.find((m) => m.userId === person.manager)?.roles).toEqual(['Manager', 'Patron']);
    expect(await listOrganisationUsers()).toHaveLength(18);
    expect((await refusal(listOrganisationUsersByOrganisation(999))).status).toBe(404);
  });

  it('adds a member: the user gets the organisation with the roles, the count goes up', async () => {
    const created = await createOrganisationUser({
      organisationId: partner,
      userId: person.ambassador,
      roles: ['Ambassador', 'Manager'],
    });
    expect(created).toMatchObject({
      organisationId: partner,
      userId: person.ambassador,
      roles: ['Ambassador', 'Manager'],
      user: { id: person.ambassador, firstName: 'Tomasz', lastName: 'Wójcik' },
    });
    expect(await getOrganisationUser(created.id)).toEqual(created);
    expect((await getApplicationUser(person.ambassador)).organisations).toEqual([
      { organisationId: partner, name: 'Partner', roles: ['Ambassador', 'Manager'] },
    ]);
    expect((await getOrganisation(partner)).userCount).toBe(7);
    // with the organisation selected, its roles are the user's
    api.selectOrganisation(partner);
    expect((await getApplicationUserContextMinimal(person.ambassador)).roles).toEqual(['Ambassador', 'Manager']);
  });

  it('refuses an unknown user or organisation, a second membership, and no roles, in Polish', async () => {
    const unknownUser = await refusal(
      createOrganisationUser({ organisationId: partner, userId: 9999, roles: ['Client'] }),
    );
    expect(unknownUser).toMatchObject({ status: 400, errors: { userId: ['Nie znaleziono użytkownika.'] } });
    const unknownOrganisation = await refusal(
      createOrganisationUser({ organisationId: 999, userId: person.ambassador, roles: ['Client'] }),
    );
    expect(unknownOrganisation.errors).toEqual({ organisationId: ['Nie znaleziono organizacji.'] });
    const again = await refusal(
      createOrganisationUser({ organisationId: partner, userId: person.manager, roles: ['Admin'] }),
    );
    expect(again.errors).toEqual({ userId: ['Ten użytkownik należy już do tej organizacji.'] });
    const noRoles = await refusal(
      createOrganisationUser({ organisationId: partner, userId: person.ambassador, roles: [] }),
    );
    expect(noRoles.errors.roles).toEqual(['Wybierz co najmniej jedną pozycję']);
    expect(api.db.organisationUsers).toHaveLength(18);
    expect(organisationsOf(person.ambassador)).toEqual([]);
  });

  it('changes the roles (merge-patch and PUT) and the copies follow; no roles is refused', async () => {
    const membership = api.db.organisationUsers.find(
      (m) => m.userId === person.manager && m.organisationId === partner,
    )!;
    await patchOrganisationUser(membership.id, { roles: ['Admin'] });
    expect(organisationsOf(person.manager).find((o) => o.organisationId === partner)?.roles).toEqual(['Admin']);
    expect((await refusal(patchOrganisationUser(membership.id, { roles: [] }))).status).toBe(400);

    // PUT may move the membership to another user: both users' copies and the counts follow
    await updateOrganisationUser(membership.id, {
      organisationId: expertOffice,
      userId: person.ambassador,
      roles: ['Patron'],
    });
    expect(organisationsOf(person.manager).map((o) => o.organisationId)).toEqual([main, expertOffice]);
    expect(organisationsOf(person.ambassador)).toEqual([
      { organisationId: expertOffice, name: 'Biuro Rachunkowe Lewandowski i Wspólnicy', roles: ['Patron'] },
    ]);
    expect((await getOrganisation(partner)).userCount).toBe(5);
    expect((await getOrganisation(expertOffice)).userCount).toBe(6);
    const taken = await refusal(
      updateOrganisationUser(membership.id, {
        organisationId: expertOffice,
        userId: person.manager,
        roles: ['Patron'],
      }),
    );
    expect(taken.errors).toEqual({ userId: ['Ten użytkownik należy już do tej organizacji.'] });
  });

  it("removes a member: gone from the list, the user's organisations and their cases' copies", async () => {
    const membership = api.db.organisationUsers.find((m) => m.userId === person.client)!;
    await deleteOrganisationUser(membership.id);
    expect((await listOrganisationUsersByOrganisation(main)).map((m) => m.userId)).not.toContain(person.client);
    expect(organisationsOf(person.client)).toEqual([]);
    expect(
      api.db.cases.filter((c) => c.clientId === person.client).every((c) => c.organisationUsers.length === 0),
    ).toBe(true);
    expect((await getOrganisation(main)).userCount).toBe(6);
    expect((await refusal(deleteOrganisationUser(membership.id))).status).toBe(404);
  });
});

describe('the staff directory', () => {
  it('every non-client user, filtered by role and status, searched', async () => {
    api.actAs('Manager');
    const all = await listApplicationUserPeople({ pageSize: 200 });
    expect(all.items.every((u) => u.roles.some((role) => role !== 'Client'))).toBe(true);
    expect(all.items.map((u) => u.id)).not.toContain(person.client);
    const managers = await listApplicationUserPeople({ role: 'Manager', pageSize: 200 });
    expect(managers.items.map((u) => u.id).sort()).toEqual([103, 130, 131, 132]);
    api.db.users.find((u) => u.id === person.businessDirector)!.status = 'NotConfirmed';
    expect((await listApplicationUserPeople({ status: 'NotConfirmed' })).items.map((u) => u.id)).toEqual([
      person.businessDirector,
    ]);
    expect((await listApplicationUserPeople({ search: 'wiśniew' })).items.map((u) => u.id)).toEqual([person.manager]);
    api.actAs('ExpertOwner');
    expect((await refusal(listApplicationUserPeople())).status).toBe(403);
  });
});
