import type { SettlementIncome } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { filterIncome, incomeByCase, incomeTotals, shareState, shareStatus, sortIncome } from './income-views';
import { incomeList, incomeTab } from './list';

const entry = (values: Partial<SettlementIncome>): SettlementIncome => ({
  settlementId: crypto.randomUUID(),
  caseId: 1,
  case: { id: 1, name: 'Księgowość' },
  role: 'Sales',
  invoiceNumber: 'FV/1',
  issueDate: '2026-10-01',
  paymentDate: null,
  grossAmount: 0,
  amountDue: 0,
  paymentStatus: 'InvoiceIssued',
  shareAmount: 0,
  sharePaymentStatus: 'Forecast',
  ...values,
});

describe('the income’s sums', () => {
  it('are exact to the grosz however many amounts are added', () => {
    const entries = Array.from({ length: 10 }, () => entry({ grossAmount: 0.1, amountDue: 0.07, shareAmount: 0.01 }));
    expect(entries.reduce((sum, e) => sum + e.grossAmount, 0)).not.toBe(1);
    expect(incomeTotals(entries)).toMatchObject({ count: 10, gross: 100, net: 70, due: 10, paid: 0, forecast: 0 });
  });

  it('split the share: paid to the caller, still due, and forecast (a settlement without an invoice)', () => {
    const totals = incomeTotals([
      entry({ shareAmount: 35, sharePaymentStatus: 'Paid', paymentStatus: 'Paid' }),
      entry({ shareAmount: 12.3, sharePaymentStatus: 'InvoiceIssued', paymentStatus: 'Paid' }),
      entry({ shareAmount: 20, paymentStatus: 'InvoiceIssued' }),
      entry({ shareAmount: 400, paymentStatus: 'Forecast', invoiceNumber: null, issueDate: null }),
      entry({ shareAmount: null }),
    ]);
    expect(totals).toMatchObject({ paid: 3500, due: 3230, forecast: 40_000, unknownShares: 1 });
  });

  it('label each share as the totals count it: Prognoza only while the settlement has no invoice', () => {
    const states = [
      entry({ sharePaymentStatus: 'Paid', paymentStatus: 'Paid' }),
      entry({ sharePaymentStatus: 'Forecast', paymentStatus: 'InvoiceIssued' }),
      entry({ sharePaymentStatus: 'InvoiceIssued', paymentStatus: 'Paid' }),
      entry({ sharePaymentStatus: 'Forecast', paymentStatus: 'Forecast', invoiceNumber: null, issueDate: null }),
    ].map((e) => [shareStatus(e), shareState(e)]);
    expect(states).toEqual([
      ['Paid', 'paid'],
      ['InvoiceIssued', 'due'],
      ['InvoiceIssued', 'due'],
      ['Forecast', 'forecast'],
    ]);
  });

  it('per case, by name', () => {
    const groups = incomeByCase([
      entry({ caseId: 2, case: { id: 2, name: 'Żaglówka' }, grossAmount: 1 }),
      entry({ caseId: 1, case: { id: 1, name: 'Łódź' }, grossAmount: 2 }),
      entry({ caseId: 2, case: { id: 2, name: 'Żaglówka' }, grossAmount: 3 }),
    ]);
    expect(groups.map((g) => [g.caseName, g.totals.count, g.totals.gross])).toEqual([
      ['Łódź', 1, 200],
      ['Żaglówka', 2, 400],
    ]);
  });
});

describe('one case’s entries on screen', () => {
  const entries = [
    entry({ invoiceNumber: 'FV/2026/11/0141', issueDate: '2026-11-20', grossAmount: 430.5 }),
    entry({ invoiceNumber: null, issueDate: null, paymentStatus: 'Forecast', grossAmount: 4920 }),
    entry({ invoiceNumber: 'FV/2026/09/0112', issueDate: '2026-09-30', grossAmount: 147.6 }),
  ];

  it('are filtered as the list is: the date range leaves out a forecast; the search ignores Polish letters', () => {
    expect(filterIncome(entries, { from: '2026-09-30', to: '2026-10-31' }).map((e) => e.invoiceNumber)).toEqual([
      'FV/2026/09/0112',
    ]);
    expect(filterIncome(entries, { search: 'KSIEGOWOSC' })).toHaveLength(3);
    expect(filterIncome(entries, { search: '0141' })).toHaveLength(1);
  });

  it('are sorted as the list is, what has no value last either way', () => {
    expect(sortIncome(entries, 'issueDate', 'desc').map((e) => e.invoiceNumber)).toEqual([
      'FV/2026/11/0141',
      'FV/2026/09/0112',
      null,
    ]);
    expect(sortIncome(entries, 'issueDate', 'asc').map((e) => e.invoiceNumber)).toEqual([
      'FV/2026/09/0112',
      'FV/2026/11/0141',
      null,
    ]);
    expect(sortIncome(entries, 'grossAmount', 'desc').map((e) => e.grossAmount)).toEqual([4920, 430.5, 147.6]);
  });
});

describe('the view in the URL', () => {
  const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));

  it('drops what is malformed, turns a backwards range round and leaves the defaults out', () => {
    const search = incomeList.validateSearch({
      from: '2026-10-31',
      to: '2026-10-01',
      page: '-3',
      sortBy: 'drop table',
      caseId: '1001',
      tab: 'list',
      search: '  mazur ',
    });
    expect(defined(search)).toEqual({ search: 'mazur', from: '2026-10-01', to: '2026-10-31', caseId: 1001 });
    const view = incomeList.view(search);
    expect(view).toEqual({ ...defined(search), sortBy: 'issueDate', sortDirection: 1, page: 1 });
    // one case's income is opened from the income per case
    expect(incomeTab(view)).toBe('cases');
    // the tab and the case are the screen's: the list call gets neither
    expect(incomeList.params(search)).toEqual({
      search: 'mazur',
      from: '2026-10-01',
      to: '2026-10-31',
      sortBy: 'issueDate',
      sortDirection: 1,
      page: 1,
      pageSize: 20,
    });
    expect(incomeList.validateSearch({ from: '2026-02-30', tab: 'cases' })).toMatchObject({
      from: undefined,
      tab: 'cases',
    });
  });
});
