import type { Settlement } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { groupClientSettlements } from './client-groups';

const settlement = (id: string, fields: Partial<Settlement>): Settlement => ({
  id,
  caseId: 1,
  case: { id: 1, name: 'Sprawa' },
  grossAmount: 100,
  amountDue: 100,
  paymentStatus: 'InvoiceIssued',
  ...fields,
});

const keys = (groups: ReturnType<typeof groupClientSettlements>) =>
  groups.map((group) => [group.key, group.settlements.map((s) => s.id)]);

describe('grouping a client’s settlements', () => {
  it('is late only after the due date: due today is still to pay', () => {
    const groups = groupClientSettlements(
      [
        settlement('yesterday', { paymentDueDate: '2026-11-24' }),
        settlement('today', { paymentDueDate: '2026-11-25' }),
        settlement('tomorrow', { paymentDueDate: '2026-11-26' }),
        settlement('no due date', { paymentDueDate: null }),
        settlement('paid late', { paymentStatus: 'Paid', paymentDueDate: '2026-10-01' }),
      ],
      '2026-11-25',
    );
    expect(keys(groups)).toEqual([
      ['overdue', ['yesterday']],
      ['toPay', ['today', 'tomorrow', 'no due date']],
      ['paid', ['paid late']],
    ]);
  });

  it('puts the newest payment first, one without a date last; unpaid ones the earliest due first', () => {
    const groups = groupClientSettlements(
      [
        settlement('paid in September', { paymentStatus: 'Paid', paymentDate: '2026-09-15' }),
        settlement('paid, no date', { paymentStatus: 'Paid', paymentDate: null }),
        settlement('paid in October', { paymentStatus: 'Paid', paymentDate: '2026-10-10' }),
        settlement('due in December', { paymentDueDate: '2026-12-04' }),
        settlement('due on the 2nd', { paymentDueDate: '2026-12-02' }),
      ],
      '2026-11-25',
    );
    expect(keys(groups)).toEqual([
      ['toPay', ['due on the 2nd', 'due in December']],
      ['paid', ['paid in October', 'paid in September', 'paid, no date']],
    ]);
  });

  it('sums the gross amounts to the grosz, without floating-point dust', () => {
    const [toPay] = groupClientSettlements(
      [
        settlement('a', { grossAmount: 0.1 }),
        settlement('b', { grossAmount: 0.2 }),
        settlement('c', { grossAmount: 430.5 }),
      ],
      '2026-11-25',
    );
    expect(toPay.grossTotal).toBe(430.8);
  });

  it('leaves out the groups with nothing in them', () => {
    expect(keys(groupClientSettlements([settlement('p', { paymentStatus: 'Paid' })], '2026-11-25'))).toEqual([
      ['paid', ['p']],
    ]);
    expect(groupClientSettlements([], '2026-11-25')).toEqual([]);
  });
});
