import {
  createSettlement,
  getSettlementPaymentLink,
  listSettlements,
  sendSettlementNotification,
  setSettlementExpertPaymentStatus,
  setSettlementNotes,
  setSettlementStatus,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';

const api = demoApi({ as: 'Admin' });

describe('the staff’s settlements', () => {
  it('filters by status, case, search and issue date, sorts and pages', async () => {
    const issued = await listSettlements({ paymentStatus: 'InvoiceIssued', pageSize: 200 });
    expect(issued.items.every((s) => s.paymentStatus === 'InvoiceIssued')).toBe(true);
    expect(issued.totalCount).toBe(api.db.settlements.filter((s) => s.paymentStatus === 'InvoiceIssued').length);
    const ofCase = await listSettlements({ caseId: ids.case.accounting, pageSize: 200 });
    expect(new Set(ofCase.items.map((s) => s.caseId))).toEqual(new Set([ids.case.accounting]));
    expect((await listSettlements({ search: 'fv/2026/10/0087' })).items.map((s) => s.id)).toEqual([settlementId(2)]);
    const october = await listSettlements({ from: '2026-10-01', to: '2026-10-31', pageSize: 200 });
    expect(october.items.every((s) => s.issueDate! >= '2026-10-01' && s.issueDate! <= '2026-10-31')).toBe(true);
    const byAmount = await listSettlements({ sortBy: 'grossAmount', sortDirection: 0, pageSize: 200 });
    const amounts = byAmount.items.map((s) => s.grossAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const second = await listSettlements({ page: 2, pageSize: 5 });
    expect(second).toMatchObject({ page: 2, pageSize: 5, totalCount: api.db.settlements.length });
    expect(second.items).toHaveLength(5);
  });

  it('is refused to a client (403)', async () => {
    api.actAs('Client');
    expect(await listSettlements().catch((e) => e)).toMatchObject({ status: 403 });
  });

  it('creates a settlement of a case, with the case and its client filled in; refuses an unknown case', async () => {
    const created = await createSettlement({
      caseId: ids.case.accounting,
      grossAmount: 123,
      amountDue: 100,
      paymentStatus: 'Forecast',
      clientPaymentStatus: 'Forecast',
      expertPaymentStatus: 'Forecast',
      leadPaymentStatus: 'Forecast',
      leaderPaymentStatus: 'Forecast',
      salesPaymentStatus: 'Forecast',
      userLeaderPaymentStatus: 'Forecast',
    });
    expect(created).toMatchObject({ caseId: ids.case.accounting, client: { id: ids.person.client }, grossAmount: 123 });
    expect(created.case.name).toBe(api.db.cases.find((c) => c.id === ids.case.accounting)!.name);
    expect(api.db.settlements.find((s) => s.id === created.id)).toBeDefined();
    const unknown = await createSettlement({ ...created, caseId: 999999 }).catch((e) => e);
    expect(unknown).toMatchObject({ status: 400, body: { errors: { caseId: ['Nie ma takiej sprawy.'] } } });
  });

  it('sets the payment statuses, notes, and sends the notification; "Paid" waits for a card payment under way', async () => {
    const paid = await setSettlementStatus({ id: settlementId(2), status: 'Paid' });
    expect(paid).toMatchObject({ paymentStatus: 'Paid', collectionStatus: 'Paid' });
    expect(paid.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const underWay = await setSettlementStatus({ id: settlementId(19), status: 'Paid' }).catch((e) => e);
    expect(underWay).toMatchObject({ status: 400 });
    expect((await setSettlementExpertPaymentStatus(settlementId(2), { status: 'Paid' })).expertPaymentStatus).toBe(
      'Paid',
    );
    expect((await setSettlementNotes(settlementId(2), { notes: '  Zapłacono gotówką  ' })).notes).toBe(
      'Zapłacono gotówką',
    );
    const before = api.db.settlements.find((s) => s.id === settlementId(3))!.notificationSentAt;
    await sendSettlementNotification(settlementId(3));
    expect(api.db.settlements.find((s) => s.id === settlementId(3))!.notificationSentAt).not.toBe(before);
  });

  it('gives the public checkout link of a settlement', async () => {
    const { paymentLink } = await getSettlementPaymentLink(settlementId(2));
    expect(new URL(paymentLink).pathname).toBe(`/checkout/${settlementId(2)}`);
  });
});
