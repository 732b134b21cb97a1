import { getApplicationUser, getCase, listInvoices, listNews } from '@portal/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureSdk } from '@portal/sdk/runtime';
import { server, TEST_API_ORIGIN } from '@/testing/server';
import { createDb } from './db/db';
import { ids } from './db/seed-ids';
import { FAKER_ANSWER_HEADER, fakerAnswer } from './fallback';
import { createDemoBackend } from './handlers';

let backend: Awaited<ReturnType<typeof createDemoBackend>>;
beforeEach(async () => {
  backend = await createDemoBackend(createDb(null));
  server.use(...backend.handlers);
  configureSdk({ baseUrl: TEST_API_ORIGIN, getToken: () => `demo-${ids.person.admin}` });
});
afterEach(() => backend.close());

describe('the faker fallback', () => {
  it('answers what the demo keeps no state for, the same on every load', async () => {
    const first = await listNews({ page: 1 });
    expect(first.items.length).toBeGreaterThan(0);
    expect(await listNews({ page: 1 })).toEqual(first);
    // another demo load (a new backend) answers the same again
    backend.close();
    backend = await createDemoBackend(createDb(null));
    server.resetHandlers(...backend.handlers);
    expect(await listNews({ page: 1 })).toEqual(first);
    expect(await listNews({ page: 2 })).not.toEqual(first);
    expect((await listInvoices()).items).toBeDefined();
  });

  it('marks its answers as made up', async () => {
    const answer = await fakerAnswer(new Request(`${TEST_API_ORIGIN}/api/Kpi/list`));
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get(FAKER_ANSWER_HEADER)).toBe('1');
  });

  it('stands behind the stateful handlers', async () => {
    expect((await getCase(ids.case.accounting)).name).toBe('Księgowość 2026 – Kowalska Design');
    expect((await getApplicationUser(ids.person.client)).lastName).toBe('Kowalska');
  });
});
