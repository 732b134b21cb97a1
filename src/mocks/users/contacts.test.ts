import {
  getApplicationUserClientExpertEmployee,
  getApplicationUserClientManager,
  listApplicationUserClientExpertEmployees,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi({ as: 'Client' });

/** The experts of the cases of these clients, as the seed has them. */
const expertsOf = (clients: number[]) =>
  [...new Set(api.db.cases.filter((c) => clients.includes(c.clientId)).map((c) => c.expertId))]
    .filter((id): id is number => typeof id === 'number')
    .sort((a, b) => a - b);

describe("a client's and a patron's contacts", () => {
  it("a client is named the experts of their cases; one of another's cases is not found", async () => {
    const experts = await listApplicationUserClientExpertEmployees();
    expect(experts.map((e) => e.id).sort((a, b) => a - b)).toEqual(expertsOf([ids.person.client]));
    expect(experts.map((e) => e.id)).toEqual(expect.arrayContaining([105, 106, 121, 123]));
    expect(await getApplicationUserClientExpertEmployee(ids.person.expertEmployee)).toMatchObject({ id: 105 });
    // 122 works on the other client's cases only
    expect(await failure(getApplicationUserClientExpertEmployee(ids.person.otherExpertEmployee))).toMatchObject({
      status: 404,
    });
  });

  it("a patron is named the experts of their clients' cases; one of another patron's clients' is not found", async () => {
    api.actAs(ids.person.patron);
    const clients = api.db.users.filter((u) => u.patronId === ids.person.patron).map((u) => u.id);
    const experts = await listApplicationUserClientExpertEmployees();
    expect(experts.map((e) => e.id).sort((a, b) => a - b)).toEqual(expertsOf(clients));
    expect(await getApplicationUserClientExpertEmployee(ids.person.otherExpertEmployee)).toMatchObject({ id: 122 });
    // Karolina Jabłońska (123) works for the demo patron's clients only
    const jablonska = 123;
    expect(await getApplicationUserClientExpertEmployee(jablonska)).toMatchObject({ lastName: 'Jabłońska' });
    api.actAs(ids.person.otherPatron);
    expect(await getApplicationUserClientExpertEmployee(106)).toMatchObject({ id: 106 });
    expect(await failure(getApplicationUserClientExpertEmployee(jablonska))).toMatchObject({ status: 404 });
  });

  it('the other roles may not ask (the access gate)', async () => {
    api.actAs(ids.person.manager);
    expect(await failure(listApplicationUserClientExpertEmployees())).toMatchObject({ status: 403 });
    api.actAs(ids.person.expertOwner);
    expect(await failure(getApplicationUserClientExpertEmployee(105))).toMatchObject({ status: 403 });
  });

  it('a client reads a manager of their cases; one of none of them, or no manager, is not found', async () => {
    expect(await getApplicationUserClientManager(ids.person.manager)).toMatchObject({
      id: 103,
      managerTitle: { name: 'Senior Manager' },
    });
    expect(await getApplicationUserClientManager(ids.person.managerLeader)).toMatchObject({ id: 131 });
    // a manager, but of no case of the client's
    expect(await failure(getApplicationUserClientManager(ids.person.businessDirector))).toMatchObject({ status: 404 });
    // no manager at all
    expect(await failure(getApplicationUserClientManager(ids.person.expertEmployee))).toMatchObject({ status: 404 });
    // Majewski (130) looks after the demo client's marketing case, none of the other client's
    expect(await getApplicationUserClientManager(ids.person.clientManager)).toMatchObject({ id: 130 });
    api.actAs(ids.person.otherClient);
    expect(await failure(getApplicationUserClientManager(ids.person.clientManager))).toMatchObject({ status: 404 });
  });
});
