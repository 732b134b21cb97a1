import { listOverdueSettlements } from '@portal/sdk';
import type { Settlement } from '@portal/sdk/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { server } from '@/testing/server';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';
import { overdueSettlementsHandlers } from './overdue';

const api = demoApi({ as: 'Manager' });
beforeEach(() => {
  // not registered in the demo backend yet: this file's handlers win over it
  server.use(...overdueSettlementsHandlers({ db: api.db, events: api.events }));
  // the seed's due dates are around the end of November 2026: overdue depends on the day
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00'));
});
afterEach(() => vi.useRealTimers());

const invoices = (items: Settlement[]) => items.map((s) => s.invoiceNumber);
const grosze = (items: Settlement[]) => items.reduce((sum, s) => sum + Math.round(s.grossAmount * 100), 0);

describe('the overdue settlements', () => {
  it('are the issued, unpaid invoices due before today, the longest overdue first on request', async () => {
    const page = await listOverdueSettlements({ sortBy: 'paymentDueDate', sortDirection: 0 });
    expect(page).toMatchObject({ totalCount: 4, page: 1, pageSize: 25 });
    expect(invoices(page.items)).toEqual(['FV/2026/10/0066', 'FV/2026/10/0093', 'FV/2026/10/0079', 'FV/2026/10/0087']);
    expect(grosze(page.items)).toBe(953_250);
    expect(page.items[0]).toMatchObject({
      id: settlementId(17),
      paymentStatus: 'InvoiceIssued',
      paymentDueDate: '2026-10-30',
      payuStatus: 'CANCELED',
      client: { lastName: 'Kozłowski' },
    });
    // due today is not late yet (FV/2026/11/0104 is due 2026-11-25), and the paid and forecast ones never are
    expect(invoices(page.items)).not.toContain('FV/2026/11/0104');
    vi.setSystemTime(new Date('2026-11-26T08:00:00'));
    expect(invoices((await listOverdueSettlements()).items)).toContain('FV/2026/11/0104');
  });

  it('without a sort, the latest due date first; sorts by amount, case or client; pages', async () => {
    expect(invoices((await listOverdueSettlements()).items)[0]).toBe('FV/2026/10/0087');
    const byAmount = await listOverdueSettlements({ sortBy: 'grossAmount', sortDirection: 1 });
    expect(byAmount.items.map((s) => s.grossAmount)).toEqual([5535, 2460, 1107, 430.5]);
    const byClient = await listOverdueSettlements({ sortBy: 'client', sortDirection: 0 });
    expect(byClient.items.map((s) => s.client?.lastName)).toEqual(['Kowalska', 'Kowalska', 'Kozłowski', 'Mazur']);
    const second = await listOverdueSettlements({ sortBy: 'paymentDueDate', sortDirection: 0, pageSize: 3, page: 2 });
    expect(second).toMatchObject({ totalCount: 4, page: 2, pageSize: 3 });
    expect(invoices(second.items)).toEqual(['FV/2026/10/0087']);
  });

  it('searches the invoice number, the case and the client, without Polish letters too', async () => {
    expect(invoices((await listOverdueSettlements({ search: 'kozlowski' })).items)).toEqual(['FV/2026/10/0066']);
    expect(invoices((await listOverdueSettlements({ search: '0/0079' })).items)).toEqual(['FV/2026/10/0079']);
    expect((await listOverdueSettlements({ search: 'frankowy' })).totalCount).toBe(1);
    expect((await listOverdueSettlements({ search: 'nic takiego' })).totalCount).toBe(0);
  });

  it('keeps to the selected organisation', async () => {
    api.selectOrganisation(ids.organisation.main);
    const page = await listOverdueSettlements();
    expect(invoices(page.items).sort()).toEqual(['FV/2026/10/0079', 'FV/2026/10/0087', 'FV/2026/10/0093']);
  });

  it('a settlement paid meanwhile is no longer overdue', async () => {
    Object.assign(
      api.db.settlements.find((s) => s.id === settlementId(2))!,
      { paymentStatus: 'Paid' },
    );
    expect((await listOverdueSettlements()).totalCount).toBe(3);
  });

  it('refuses a client (403) and a malformed query (400)', async () => {
    await expect(listOverdueSettlements({ pageSize: 500 })).rejects.toMatchObject({ status: 400 });
    api.actAs('Client');
    await expect(listOverdueSettlements()).rejects.toMatchObject({ status: 403 });
  });
});
