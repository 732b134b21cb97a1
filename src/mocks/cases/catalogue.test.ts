// @vitest-environment node
import {
  getApplicationUserContextMinimal,
  getApplicationUserMinimal,
  getProduct,
  listAccountingAttachmentTypes,
  listAccountingTypes,
  listApplicationUserClients,
  listApplicationUserExpertEmployees,
  listApplicationUserExpertOwners,
  listApplicationUserManagerClients,
  listApplicationUserManagers,
  listApplicationUserPatronClients,
  listApplicationUserPeople,
  listApplicationUsers,
  listApplicationUserYourExpertEmployees,
  listDepartments,
  listManagerTitles,
  listMilestones,
  listProducts,
  listProductsMinimal,
  listSubscriptionDefinitions,
} from '@portal/sdk';
import { configureSdk } from '@portal/sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, TEST_API_ORIGIN } from '../../testing/server';
import { createDb, type DemoDb } from '../db/db';
import { statefulHandlers } from '../handlers';

let db: DemoDb;
let actingAs = 107;
let organisation = 0;

beforeEach(() => {
  db = createDb(null);
  actingAs = 107;
  organisation = 0;
  server.use(...statefulHandlers(db));
  configureSdk({
    baseUrl: TEST_API_ORIGIN,
    getToken: () => `demo-${actingAs}`,
    getOrganisationId: () => organisation,
  });
});

describe('catalogues', () => {
  it('GET /Product/minimal answers id, name and departmentId of the active products, by name', async () => {
    const products = await listProductsMinimal();
    expect(products).toHaveLength(26); // product 27 is withdrawn
    expect(products.every((p) => Object.keys(p).sort().join() === 'departmentId,id,name')).toBe(true);
    expect(products.find((p) => p.id === 26)).toEqual({ id: 26, name: 'Konsultacja z ekspertem', departmentId: null });
    const names = products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('GET /Product filters by department and type; GET /Product/{id} answers one or 404', async () => {
    expect((await listProducts({ departmentId: 1 })).map((p) => p.id).sort()).toEqual([1, 2, 3]);
    expect((await listProducts({ type: 'Invest' })).every((p) => p.type === 'Invest')).toBe(true);
    expect(await getProduct(4)).toMatchObject({
      id: 4,
      caseType: 'ForeignCurrencyLoan',
      department: { name: 'Prawo' },
    });
    await expect(getProduct(99)).rejects.toMatchObject({ status: 404 });
  });

  it('departments, accounting types, attachment types, subscriptions, titles and milestones', async () => {
    expect((await listDepartments()).map((d) => d.name)).toEqual([
      'Inwestycje',
      'Księgowość',
      'Marketing',
      'Prawo',
      'Rekrutacja',
    ]);
    expect(await listAccountingTypes()).toHaveLength(5);
    expect((await listAccountingAttachmentTypes())[0]).toMatchObject({ id: 1, name: 'Faktura sprzedażowa' });
    expect((await listSubscriptionDefinitions()).map((d) => d.id)).toEqual([1, 2, 3]);
    expect((await listManagerTitles()).map((t) => t.name)).toContain('Senior Manager');
    expect((await listMilestones({ productId: 2 })).map((m) => m.name)).toEqual([
      'Podpisanie umowy',
      'Przekazanie dokumentów',
      'Pierwsze zamknięcie miesiąca',
    ]);
  });
});

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

  it('client lists: all (search), of the manager, of the patron; paged', async () => {
    const clients = await listApplicationUserClients({ search: 'kowal', pageSize: 5 });
    expect(clients).toMatchObject({ totalCount: 1, page: 1, pageSize: 5 });
    expect(clients.items[0].id).toBe(101);
    actingAs = 103;
    expect((await listApplicationUserManagerClients()).items.map((u) => u.id).sort()).toEqual([
      101, 110, 111, 112, 113, 119,
    ]);
    actingAs = 140;
    expect((await listApplicationUserPatronClients()).items.map((u) => u.id).sort()).toEqual([113, 114, 115, 116]);
  });

  it('people, users by role, your expert employees, minimal and context-minimal user', async () => {
    const people = await listApplicationUserPeople({ pageSize: 100 });
    expect(people.items.every((u) => u.roles.some((r) => r !== 'Client'))).toBe(true);
    expect((await listApplicationUsers({ role: 'Patron' })).items.map((u) => u.id)).toEqual([140, 102]);
    actingAs = 106;
    expect((await listApplicationUserYourExpertEmployees()).map((u) => u.id)).toEqual([105, 122]);
    expect(await getApplicationUserMinimal(103)).toMatchObject({
      id: 103,
      roles: ['Manager'],
      managerTitle: { id: 1 },
    });
    organisation = 20020;
    expect((await getApplicationUserContextMinimal(103)).roles).toEqual(['Manager', 'Patron']);
  });
});
