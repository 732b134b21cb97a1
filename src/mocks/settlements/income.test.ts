import { listCaseSettlementIncome, listSettlementIncome } from '@portal/sdk';
import type { SettlementIncome } from '@portal/sdk/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { server } from '@/testing/server';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';
import { settlementIncomeHandlers } from './income';

const api = demoApi({ as: 'Manager' });
// not registered in the demo backend yet: this file's handlers win over it
beforeEach(() => server.use(...settlementIncomeHandlers({ db: api.db, events: api.events })));

const grosze = (entries: SettlementIncome[], amount: (e: SettlementIncome) => number | null | undefined) =>
  entries.reduce((sum, e) => sum + Math.round((amount(e) ?? 0) * 100), 0);
const invoices = (entries: SettlementIncome[]) => entries.map((e) => e.invoiceNumber);

describe('the caller’s income from settlements', () => {
  it('lists the settlements of the cases the manager sold, with her share and its payment status', async () => {
    const page = await listSettlementIncome({ pageSize: 200 });
    expect(page).toMatchObject({ totalCount: 12, page: 1, pageSize: 200 });
    expect(new Set(page.items.map((e) => e.role))).toEqual(new Set(['Sales']));
    expect(grosze(page.items, (e) => e.grossAmount)).toBe(3_040_560);
    expect(grosze(page.items, (e) => e.amountDue)).toBe(2_472_000);
    const paid = page.items.find((e) => e.invoiceNumber === 'FV/2026/09/0112')!;
    expect(paid).toEqual({
      settlementId: settlementId(1),
      caseId: ids.case.accounting,
      case: { id: ids.case.accounting, name: 'Księgowość 2026 – Kowalska Design' },
      role: 'Sales',
      invoiceNumber: 'FV/2026/09/0112',
      issueDate: '2026-09-30',
      paymentDate: '2026-10-10',
      grossAmount: 430.5,
      amountDue: 350,
      paymentStatus: 'Paid',
      shareAmount: 35,
      sharePaymentStatus: 'Paid',
    });
    // the forecast (no invoice yet) is forecast income
    expect(page.items.find((e) => e.paymentStatus === 'Forecast')).toMatchObject({
      invoiceNumber: null,
      issueDate: null,
      shareAmount: 400,
      sharePaymentStatus: 'Forecast',
    });
  });

  it('newest issue first by default, the forecast without a date last; sorts and pages on request', async () => {
    const newest = await listSettlementIncome({ pageSize: 3 });
    expect(newest.totalCount).toBe(12);
    expect(invoices(newest.items)).toEqual(['FV/2026/11/0141', 'FV/2026/11/0129', 'FV/2026/11/0125']);
    const all = await listSettlementIncome({ pageSize: 200 });
    expect(all.items.at(-1)?.invoiceNumber).toBeNull();
    const byAmount = await listSettlementIncome({ sortBy: 'grossAmount', sortDirection: 0, pageSize: 2, page: 2 });
    expect(byAmount.items.map((e) => e.grossAmount)).toEqual([430.5, 430.5]);
    const byShare = await listSettlementIncome({ sortBy: 'shareAmount', sortDirection: 1, pageSize: 1 });
    expect(byShare.items[0]).toMatchObject({ invoiceNumber: 'FV/2026/11/0125', shareAmount: 800 });
  });

  it('filters by the issue date (both days included) and searches invoice, case and client', async () => {
    const october = await listSettlementIncome({ from: '2026-10-01', to: '2026-10-31', pageSize: 200 });
    expect(invoices(october.items).sort()).toEqual([
      'FV/2026/10/0079',
      'FV/2026/10/0087',
      'FV/2026/10/0093',
      'FV/2026/10/0098',
    ]);
    expect(invoices((await listSettlementIncome({ search: 'mazur' })).items).sort()).toEqual([
      'FV/2026/09/0115',
      'FV/2026/10/0079',
      'FV/2026/11/0122',
    ]);
    expect((await listSettlementIncome({ search: '0/0093' })).totalCount).toBe(1);
  });

  it('gives each role its own entry: the manager leader also sold three cases and recorded the lead of one', async () => {
    api.actAs(ids.person.managerLeader);
    const page = await listSettlementIncome({ pageSize: 200 });
    expect(page.totalCount).toBe(api.db.settlements.length + 4);
    // case 1023 came from lead 4, which she recorded
    const roles = page.items.filter((e) => e.invoiceNumber === 'FV/2026/10/0061').map((e) => e.role);
    expect(roles.sort()).toEqual(['Lead', 'Leader', 'Sales']);
  });

  it('the expert’s share is her invoice once issued; the expert owner is the user leader of his employees', async () => {
    api.actAs(ids.person.expertEmployee);
    const hers = (await listSettlementIncome({ pageSize: 200 })).items;
    expect(new Set(hers.map((e) => e.role))).toEqual(new Set(['Expert']));
    expect(hers.find((e) => e.invoiceNumber === 'FV/2026/09/0112')).toMatchObject({
      shareAmount: 210,
      sharePaymentStatus: 'InvoiceIssued',
    });
    api.actAs(ids.person.expertOwner);
    const his = (await listSettlementIncome({ pageSize: 200 })).items;
    expect(his.find((e) => e.invoiceNumber === 'FV/2026/09/0112')?.role).toBe('UserLeader');
    expect(his.find((e) => e.invoiceNumber === 'FV/2026/10/0093')?.role).toBe('Expert');
  });

  it('keeps to the selected organisation', async () => {
    api.selectOrganisation(ids.organisation.main);
    const page = await listSettlementIncome({ pageSize: 200 });
    // FV/2026/10/0098 and FV/2026/11/0125 are of cases outside any organisation
    expect(page.totalCount).toBe(10);
    expect(invoices(page.items)).not.toContain('FV/2026/10/0098');
  });

  it('nobody without a share gets anything; a client is refused; a malformed query is 400', async () => {
    api.actAs('Admin');
    expect(await listSettlementIncome()).toMatchObject({ items: [], totalCount: 0 });
    await expect(listSettlementIncome({ from: 'wczoraj' })).rejects.toMatchObject({ status: 400 });
    api.actAs('Client');
    await expect(listSettlementIncome()).rejects.toMatchObject({ status: 403 });
    await expect(listCaseSettlementIncome(ids.case.accounting)).rejects.toMatchObject({ status: 403 });
  });

  it('lists one case’s income, newest first, and 404 for a case that does not exist', async () => {
    const entries = await listCaseSettlementIncome(ids.case.accounting);
    expect(invoices(entries)).toEqual(['FV/2026/11/0141', 'FV/2026/11/0129', 'FV/2026/10/0087', 'FV/2026/09/0112']);
    expect(grosze(entries, (e) => e.shareAmount)).toBe(11_700);
    expect(await listCaseSettlementIncome(ids.case.otherClientDispute)).toHaveLength(1);
    await expect(listCaseSettlementIncome(999_999)).rejects.toMatchObject({
      status: 404,
      body: { title: 'Nie znaleziono sprawy' },
    });
    api.actAs('Admin');
    expect(await listCaseSettlementIncome(ids.case.accounting)).toEqual([]);
  });
});
