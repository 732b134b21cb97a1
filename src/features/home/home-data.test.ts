import type { CalendarEventOccurrence, Case, CasePeriod, CaseUpdateHistory, Settlement } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import {
  activeCases,
  daysLate,
  dueSettlements,
  homeKind,
  recentlyChanged,
  upcomingEvents,
  waitingPeriods,
} from './home-data';

const settlement = (invoiceNumber: string, fields: Partial<Settlement>): Settlement =>
  ({ id: invoiceNumber, invoiceNumber, paymentStatus: 'InvoiceIssued', grossAmount: 100, ...fields }) as Settlement;

const period = (month: number, fields: Partial<CasePeriod> = {}): CasePeriod =>
  ({
    id: month,
    caseId: 1,
    month,
    year: 2026,
    status: 'InProgress',
    isReady: false,
    clientAttachmentsCompleted: false,
    clientAttachments: [],
    ...fields,
  }) as CasePeriod;
const periodicCase = (id: number, name: string, periods: CasePeriod[]): Case =>
  ({ id, name, status: 'InProgress', type: 'Accounting', periods }) as Case;

const historyEntry = (caseId: number, createdAt: string, id = 1): CaseUpdateHistory =>
  ({ id, caseId, caseName: `Sprawa ${caseId}`, createdAt, changedValueName: 'Status', recipients: [] }) as never;

describe('whose home page', () => {
  it('a person with several roles sees the first of Admin, Manager, Patron, expert, Client, Ambassador', () => {
    expect(homeKind(['Client', 'Admin'])).toBe('admin');
    expect(homeKind(['Patron', 'Manager'])).toBe('manager');
    expect(homeKind(['ExpertEmployee', 'ExpertOwner'])).toBe('expertOwner');
    expect(homeKind(['Ambassador', 'Client'])).toBe('client');
    expect(homeKind([])).toBe('ambassador');
  });
});

describe('what a client owes', () => {
  it('the issued, unpaid invoices: the overdue first, then by due date, without a due date last', () => {
    const items = dueSettlements(
      [
        settlement('later', { paymentDueDate: '2026-12-10' }),
        settlement('none', { paymentDueDate: null }),
        settlement('overdue-recent', { paymentDueDate: '2026-11-20' }),
        settlement('paid', { paymentStatus: 'Paid', paymentDueDate: '2026-10-01' }),
        settlement('forecast', { paymentStatus: 'Forecast' }),
        settlement('sooner', { paymentDueDate: '2026-11-30' }),
        settlement('overdue-oldest', { paymentDueDate: '2026-10-30' }),
        settlement('due-today', { paymentDueDate: '2026-11-26' }),
      ],
      '2026-11-26',
    );
    expect(items.map((item) => [item.settlement.invoiceNumber, item.overdue])).toEqual([
      ['overdue-oldest', true],
      ['overdue-recent', true],
      ['due-today', false],
      ['sooner', false],
      ['later', false],
      ['none', false],
    ]);
  });

  it('days late count from the day after the due date', () => {
    expect(daysLate('2026-11-25', '2026-11-26')).toBe(1);
    expect(daysLate('2026-10-30T00:00:00Z', '2026-11-26')).toBe(27);
    expect(daysLate('2026-11-26', '2026-11-26')).toBe(0);
  });
});

describe('the periods waiting', () => {
  const cases = [
    periodicCase(2, 'B', [
      period(12),
      period(11, { status: null }),
      period(10, { status: 'ReadyForAccounting', isReady: true }),
      period(9, { status: 'Done', isReady: true }),
    ]),
    periodicCase(1, 'A', [
      period(11, { status: 'NotStarted' }),
      period(10, { isReady: true }),
      period(8, { clientAttachmentsCompleted: true }),
      period(7),
    ]),
  ];
  const shown = (side: 'client' | 'expert') =>
    waitingPeriods(cases, side, '2026-11-26').map(({ caseItem, period }) => `${caseItem.name} ${period.month}`);

  it('for the client: this month and earlier, not started or in progress, not marked ready; the oldest first', () => {
    // December has not come yet; a period marked ready or with its documents complete is not the client's turn
    expect(shown('client')).toEqual(['A 7', 'A 11', 'B 11']);
  });

  it('for the expert: ready for accounting, or marked ready by the client, and not done', () => {
    expect(shown('expert')).toEqual(['A 10', 'B 10']);
  });
});

describe('the cases and their changes', () => {
  const caseOf = (id: number, fields: Partial<Case>) =>
    ({ id, name: `Sprawa ${id}`, status: 'InProgress', createdAt: '2026-09-01T00:00:00Z', ...fields }) as Case;

  it('the open cases, the most recently changed first (the history, else the case’s own times)', () => {
    const items = activeCases(
      [
        caseOf(1, {}),
        caseOf(2, { status: 'Done' }),
        caseOf(3, { status: 'New', createdAt: '2026-11-20T00:00:00Z' }),
        caseOf(4, { status: 'Offering', updatedAt: '2026-11-22T00:00:00Z' }),
        caseOf(5, { status: 'Rejected' }),
      ],
      [
        historyEntry(1, '2026-11-21T00:00:00Z', 1),
        historyEntry(1, '2026-11-24T00:00:00Z', 2),
        historyEntry(2, '2026-11-25T00:00:00Z', 3),
      ],
    );
    expect(items.map((item) => [item.caseItem.id, item.changedAt.slice(0, 10), item.latest?.id])).toEqual([
      [1, '2026-11-24', 2],
      [4, '2026-11-22', undefined],
      [3, '2026-11-20', undefined],
    ]);
  });

  it('recently changed: the cases changed in the last 14 days, newest first, with how many changes each had', () => {
    const changed = recentlyChanged(
      [
        historyEntry(7, '2026-11-12T11:00:00Z', 1),
        historyEntry(7, '2026-11-20T09:00:00Z', 2),
        historyEntry(8, '2026-11-25T09:00:00Z', 3),
        historyEntry(9, '2026-11-12T09:00:00Z', 4),
      ],
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(changed.map(({ caseId, latest, changes }) => [caseId, latest.id, changes])).toEqual([
      [8, 3, 1],
      [7, 2, 2],
    ]);
  });
});

describe('the next events', () => {
  const occurrence = (id: number, start: string, end: string) =>
    ({ id, title: `E${id}`, occurrenceStart: start, occurrenceEnd: end }) as CalendarEventOccurrence;

  it('those not over yet, by start, an occurrence listed by both months once', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const items = upcomingEvents(
      [
        occurrence(3, '2026-12-01T08:00:00Z', '2026-12-01T09:00:00Z'),
        occurrence(1, '2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z'),
        occurrence(2, '2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z'),
        occurrence(4, '2026-11-30T22:00:00Z', '2026-12-01T02:00:00Z'),
        occurrence(4, '2026-11-30T22:00:00Z', '2026-12-01T02:00:00Z'),
      ],
      now,
    );
    expect(items.map((item) => item.id)).toEqual([1, 4, 3]);
  });
});
