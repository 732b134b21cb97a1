import type { Settlement } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { summariseByClient } from './client-summaries';

const anna = { id: 1, firstName: 'Anna', lastName: 'Kowalska', email: 'a@example.pl', profileImageId: null };
const jan = { id: 2, firstName: 'Jan', lastName: 'Mazur', email: 'j@example.pl', profileImageId: null };
const settlement = (fields: Partial<Settlement>): Settlement => ({
  id: Math.random().toString(),
  caseId: 1,
  case: { id: 1, name: 'Sprawa' },
  client: anna,
  grossAmount: 100,
  amountDue: 100,
  paymentStatus: 'InvoiceIssued',
  ...fields,
});

describe('settlements by client', () => {
  it('sums forecast, to pay, after deadline (due before today) and paid, exact to the grosz', () => {
    const [summary] = summariseByClient(
      [
        settlement({ paymentStatus: 'Forecast', grossAmount: 0.1 }),
        settlement({ paymentDueDate: '2026-11-25', grossAmount: 0.2 }),
        settlement({ paymentDueDate: '2026-11-24', grossAmount: 0.7 }),
        settlement({ paymentDueDate: '2026-11-24', grossAmount: 0.1 }),
        settlement({ paymentStatus: 'Paid', paymentDueDate: '2026-10-01', grossAmount: 430.5 }),
      ],
      '2026-11-25',
    );
    expect(summary).toEqual({ client: anna, count: 5, forecast: 0.1, toPay: 0.2, overdue: 0.8, paid: 430.5 });
  });

  it('puts the clients with the most after deadline first, then by name; settlements without a client are left out', () => {
    const summaries = summariseByClient(
      [
        settlement({ client: anna, paymentDueDate: '2026-12-01' }),
        settlement({ client: jan, paymentDueDate: '2026-11-01' }),
        settlement({ client: null }),
      ],
      '2026-11-25',
    );
    expect(summaries.map((s) => s.client.lastName)).toEqual(['Mazur', 'Kowalska']);
  });
});
