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
