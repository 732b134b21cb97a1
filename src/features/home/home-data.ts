import type {
  CalendarEventOccurrence,
  Case,
  CasePeriod,
  CaseStatus,
  CaseUpdateHistory,
  Settlement,
  UserRole,
} from '@portal/sdk/model';
import dayjs from 'dayjs';
import { isOverdue } from '@/lib/settlements/payment-rules';

// What the home page picks out of the lists it reads: pure, so the rules are tested without rendering.

/** The home page of each role; a person with several roles sees the first of these they hold. */
export type HomeKind = 'admin' | 'manager' | 'patron' | 'expertOwner' | 'expert' | 'client' | 'ambassador';

const kindsByRole: [UserRole, HomeKind][] = [
  ['Admin', 'admin'],
  ['Manager', 'manager'],
  ['Patron', 'patron'],
  ['ExpertOwner', 'expertOwner'],
  ['ExpertEmployee', 'expert'],
  ['Client', 'client'],
  ['Ambassador', 'ambassador'],
];

/** Whose home page a person sees; without any of these roles, what is for everyone (the ambassador's). */
export const homeKind = (roles: readonly UserRole[]): HomeKind =>
  kindsByRole.find(([role]) => roles.includes(role))?.[1] ?? 'ambassador';

/** Cases still being worked on: reported, being offered or in progress (not done, not rejected). */
const openStatuses: readonly CaseStatus[] = ['New', 'Offering', 'InProgress'];
export const isOpen = (item: Case) => openStatuses.includes(item.status);

/** Cases with accounting periods (accounting and other monthly services), as a list item tells them. */
export const isPeriodic = (item: Case) => item.type === 'Accounting' || item.type === 'PeriodicOther';

/** What a client owes: issued, unpaid invoices; the overdue first, then by due date (none last). */
export function dueSettlements(settlements: readonly Settlement[], today: string) {
  const owed = settlements
    .filter((s) => s.paymentStatus === 'InvoiceIssued')
    .map((settlement) => ({ settlement, overdue: isOverdue(settlement, today) }));
  const due = (s: Settlement) => s.paymentDueDate?.slice(0, 10) ?? '9999';
  return owed.sort(
    (a, b) => Number(b.overdue) - Number(a.overdue) || due(a.settlement).localeCompare(due(b.settlement)),
  );
}

/** Whose turn a period is: the client's (their documents) or the expert's (the accounting). */
export type PeriodSide = 'client' | 'expert';

/**
 * A period of this or an earlier month that waits for the client: not started or in progress (a missing status
 * counts as not started), and the client has neither marked it ready nor had their documents marked complete.
 */
const waitsForClient = (period: CasePeriod) =>
  (period.status ?? 'NotStarted') !== 'Done' &&
  period.status !== 'ReadyForAccounting' &&
  !period.isReady &&
  !period.clientAttachmentsCompleted;

/** A period that waits for the expert: ready for accounting (or marked ready by the client), not done yet. */
const waitsForExpert = (period: CasePeriod) =>
  period.status !== 'Done' && (period.status === 'ReadyForAccounting' || period.isReady);

/** `month` (1–12) of `year` is `today`'s month (YYYY-MM-DD) or an earlier one. */
const notLaterThan = (today: string, { year, month }: Pick<CasePeriod, 'year' | 'month'>) =>
  year * 12 + month <= Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));

export interface WaitingPeriod {
  caseItem: Case;
  period: CasePeriod;
}

/** The periods of these cases waiting for `side`, up to this month: the oldest first, then by case name. */
export function waitingPeriods(cases: readonly Case[], side: PeriodSide, today: string): WaitingPeriod[] {
  const waits = side === 'client' ? waitsForClient : waitsForExpert;
  return cases
    .flatMap((caseItem) =>
      (caseItem.periods ?? [])
        .filter((period) => notLaterThan(today, period) && waits(period))
        .map((period) => ({ caseItem, period })),
    )
    .sort(
      (a, b) =>
        a.period.year * 12 + a.period.month - (b.period.year * 12 + b.period.month) ||
        a.caseItem.name.localeCompare(b.caseItem.name, 'pl'),
    );
}

/** The newest history entry of each case (the entries may come in any order). */
export function latestEntries(history: readonly CaseUpdateHistory[]): Map<number, CaseUpdateHistory> {
  const latest = new Map<number, CaseUpdateHistory>();
  for (const entry of history) {
    const known = latest.get(entry.caseId);
    if (!known || Date.parse(entry.createdAt) > Date.parse(known.createdAt)) latest.set(entry.caseId, entry);
  }
  return latest;
}

export interface ActiveCase {
  caseItem: Case;
  /** Its newest history entry, when the history lists one. */
  latest?: CaseUpdateHistory;
  /** When it last changed: the history's newest entry, else the case's own change or creation time. */
  changedAt: string;
}

/** The open cases, the most recently changed first. */
export function activeCases(cases: readonly Case[], history: readonly CaseUpdateHistory[]): ActiveCase[] {
  const latest = latestEntries(history);
  const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);
  return cases
    .filter(isOpen)
    .map((caseItem) => {
      const entry = latest.get(caseItem.id);
      const own = time(caseItem.updatedAt) > time(caseItem.createdAt) ? caseItem.updatedAt! : caseItem.createdAt;
      const changedAt = entry && time(entry.createdAt) >= time(own) ? entry.createdAt : (own ?? '');
      return { caseItem, latest: entry, changedAt };
    })
    .sort((a, b) => time(b.changedAt) - time(a.changedAt) || b.caseItem.id - a.caseItem.id);
}

/** How far back "recently" goes for the staff's view of their clients' cases. */
export const RECENT_DAYS = 14;

export interface ChangedCase {
  caseId: number;
  caseName: string;
  latest: CaseUpdateHistory;
  /** How many changes the case had in the window. */
  changes: number;
}

/** The cases changed in the last `days` days before `now`, the most recently changed first. */
export function recentlyChanged(history: readonly CaseUpdateHistory[], now: Date, days = RECENT_DAYS): ChangedCase[] {
  const since = now.getTime() - days * 86_400_000;
  const recent = history.filter((entry) => Date.parse(entry.createdAt) >= since);
  const counts = new Map<number, number>();
  for (const entry of recent) counts.set(entry.caseId, (counts.get(entry.caseId) ?? 0) + 1);
  return [...latestEntries(recent).values()]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((latest) => ({
      caseId: latest.caseId,
      caseName: latest.caseName ?? '',
      latest,
      changes: counts.get(latest.caseId) ?? 1,
    }));
}

/** The occurrences not over yet at `now`, by start (one occurrence once, whichever month lists it). */
export function upcomingEvents(occurrences: readonly CalendarEventOccurrence[], now: Date) {
  const seen = new Set<string>();
  return occurrences
    .filter((item) => Date.parse(item.occurrenceEnd) >= now.getTime())
    .filter((item) => {
      const key = `${item.id}:${item.occurrenceStart}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => Date.parse(a.occurrenceStart) - Date.parse(b.occurrenceStart));
}

/** Whole days from the due date to `today` (both YYYY-MM-DD): 1 the day after it was due. */
export const daysLate = (paymentDueDate: string, today: string) =>
  Math.max(0, dayjs(today).diff(dayjs(paymentDueDate.slice(0, 10)), 'day'));
