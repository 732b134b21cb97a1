import {
  getApplicationUserContextMinimal,
  getApplicationUserMinimal,
  listApplicationUserClients,
  listApplicationUserExpertEmployees,
  listApplicationUserExpertOwners,
  listApplicationUserManagerClients,
  listApplicationUserManagers,
  listApplicationUserPatronClients,
  listApplicationUserPeople,
  listApplicationUsers,
  listApplicationUserYourExpertEmployees,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi();

describe('people', () => {
  it('managers come with departments and title; the minimal lists have roles and status', async () => {
    const managers = await listApplicationUserManagers();
    expect(managers.map((m) => m.id)).toEqual([130, 131, 132, 103]);
    expect(managers.find((m) => m.id === 103)).toMatchObject({
      managerTitle: { name: 'Senior Manager' },
      departments: [{ name: 'Księgowość' }, { name: 'Prawo' }],
    });
    expect(managers[0]).not.toHaveProperty('expertOwnerId');
    const employees = await listApplicationUserExpertEmployees();
    expect(employees.map((e) => e.id)).toEqual([105, 121, 122]);
    expect(employees[0]).toMatchObject({ firstName: 'Magdalena', roles: ['ExpertEmployee'], status: 'Active' });
    expect((await listApplicationUserExpertOwners()).map((e) => e.id)).toEqual([123, 106, 120]);
  });

  it('a client is named only their own managers, those of their cases: a new client none', async () => {
    api.actAs(ids.person.client);
    expect((await listApplicationUserManagers()).map((m) => m.id)).toEqual([130, 131, 103]);
    api.db.cases.splice(0, api.db.cases.length, ...api.db.cases.filter((c) => c.clientId !== ids.person.client));
    expect(await listApplicationUserManagers()).toEqual([]);
  });

  it('a client is named only the experts of their cases (the filters of their case list)', async () => {
    api.actAs(ids.person.client);
    const experts = new Set(api.db.cases.filter((c) => c.clientId === ids.person.client).map((c) => c.expertId));
    const employees = await listApplicationUserExpertEmployees();
    const owners = await listApplicationUserExpertOwners();
    expect(employees.length + owners.length).toBeGreaterThan(0);
    expect([...employees, ...owners].every((expert) => experts.has(expert.id))).toBe(true);
  });

  it('client lists: all (search), of the manager, of the patron; paged', async () => {
    const clients = await listApplicationUserClients({ search: 'kowal', pageSize: 5 });
    expect(clients).toMatchObject({ totalCount: 1, page: 1, pageSize: 5 });
    expect(clients.items[0].id).toBe(ids.person.client);
    api.actAs(ids.person.manager);
    expect((await listApplicationUserManagerClients()).items.map((u) => u.id).sort()).toEqual([
      101, 110, 111, 112, 113, 119,
    ]);
    api.actAs(ids.person.otherPatron);
    expect((await listApplicationUserPatronClients()).items.map((u) => u.id).sort()).toEqual([113, 114, 115, 116]);
  });

  it('people, users by role, your expert employees, minimal and context-minimal user', async () => {
    const people = await listApplicationUserPeople({ pageSize: 100 });
    expect(people.items.every((u) => u.roles.some((r) => r !== 'Client'))).toBe(true);
    expect((await listApplicationUsers({ role: 'Patron' })).items.map((u) => u.id)).toEqual([140, 102]);
    api.actAs(ids.person.expertOwner);
    expect((await listApplicationUserYourExpertEmployees()).map((u) => u.id)).toEqual([105, 122]);
    expect(await getApplicationUserMinimal(ids.person.manager)).toMatchObject({
      id: 103,
      roles: ['Manager'],
      managerTitle: { id: 1 },
    });
    api.selectOrganisation(ids.organisation.partner);
    expect((await getApplicationUserContextMinimal(ids.person.manager)).roles).toEqual(['Manager', 'Patron']);
  });
});
