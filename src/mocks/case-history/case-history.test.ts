import { listCaseUpdateHistoryOfUser } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi({ as: 'Patron' });

describe('the history of the cases a person follows', () => {
  it("a patron's includes the cases of the clients they look after, and no other", async () => {
    const page = await listCaseUpdateHistoryOfUser(ids.person.patron, { pageSize: 200 });
    const clients = new Set(api.db.users.filter((u) => u.patronId === ids.person.patron).map((u) => u.id));
    const cases = new Set(page.items.map((entry) => entry.caseId));
    expect(cases.size).toBeGreaterThan(0);
    for (const caseId of cases) expect(clients.has(api.db.cases.find((c) => c.id === caseId)!.clientId)).toBe(true);
    expect(cases.has(ids.case.accounting)).toBe(true);
  });
});
