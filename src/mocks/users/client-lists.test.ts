import { listApplicationUserManagerClients, listApplicationUserPatronClients } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi } from '@/testing/demo-api';

// The manager's and the patron's clients lists (managerClients, patronClients): whose, searched and filtered.
const api = demoApi();
const idsOf = (page: { items: { id: number }[] }) => page.items.map((u) => u.id);

describe('a manager’s and a patron’s clients', () => {
  it('the search finds a client by the company of their cases the manager looks after, not of others’', async () => {
    api.actAs(ids.person.manager);
    expect(idsOf(await listApplicationUserManagerClients({ search: 'transport' }))).toEqual([ids.person.otherClient]);
    // Studio Wnętrz Kowalska is on Anna Kowalska's cases of other managers only
    expect(idsOf(await listApplicationUserManagerClients({ search: 'studio wnetrz' }))).toEqual([]);
    expect(idsOf(await listApplicationUserManagerClients({ search: 'kowalska' }))).toEqual([ids.person.client]);
  });

  it('the patron’s search covers every case of their wards', async () => {
    api.actAs(ids.person.patron);
    expect(idsOf(await listApplicationUserPatronClients({ search: 'studio wnętrz' }))).toEqual([ids.person.client]);
    expect(idsOf(await listApplicationUserPatronClients({ search: 'catering' }))).toEqual([117]);
  });

  it('the demo manager’s and patron’s clients come in several statuses; the status filter keeps one', async () => {
    api.actAs(ids.person.manager);
    const managers = await listApplicationUserManagerClients();
    expect(new Set(managers.items.map((u) => u.status))).toEqual(new Set(['Active', 'RegisteredNotConfirmed']));
    api.actAs(ids.person.patron);
    const patrons = await listApplicationUserPatronClients();
    expect(new Set(patrons.items.map((u) => u.status)).size).toBe(5);
    const deleted = await listApplicationUserPatronClients({ status: 'Deleted' });
    expect(deleted).toMatchObject({ totalCount: 1, items: [{ id: 118, status: 'Deleted' }] });
  });

  it('each list answers only its role: a patron is refused the manager’s, a manager the patron’s', async () => {
    api.actAs(ids.person.patron);
    await expect(listApplicationUserManagerClients()).rejects.toMatchObject({ status: 403 });
    api.actAs(ids.person.manager);
    await expect(listApplicationUserPatronClients()).rejects.toMatchObject({ status: 403 });
  });
});
