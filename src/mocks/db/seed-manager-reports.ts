import type { ManagerReport, PlanKind } from '@portal/sdk/model';
import { managerRef } from './refs';
import { ids } from './seed-ids';

/** The last day of the reports: the Friday before the demo's "today" (2026-11-22, a Sunday). */
export const LAST_REPORT_DAY = '2026-11-20';
/** How many working days back the reports go. */
const WORKING_DAYS = 30;
/** Public holidays between the first and the last report day (Independence Day): nobody reports. */
const HOLIDAYS = new Set(['2026-11-11']);

/** The working days (Monday to Friday, not a holiday) up to LAST_REPORT_DAY, oldest first. */
export function reportDays(last = LAST_REPORT_DAY, count = WORKING_DAYS): string[] {
  const days: string[] = [];
  for (const day = new Date(`${last}T12:00:00Z`); days.length < count; day.setUTCDate(day.getUTCDate() - 1)) {
    const text = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !HOLIDAYS.has(text)) days.unshift(text);
  }
  return days;
}

/** A fixed-seed generator (mulberry32): the same reports at every build. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How a manager works: the day's usual plan (ranges) and the value of an average agreement. */
interface Profile {
  managerId: number;
  phoneCalls: [number, number];
  meetings: [number, number];
  newLeads: [number, number];
  offersSent: [number, number];
  agreementsSigned: [number, number];
  /** An agreement's usual net value, in zł. */
  dealValue: number;
  /** Days (by index in the period) without an outcome report. */
  noOutcome: number[];
}

const { manager, clientManager, managerLeader } = ids.person;

const profiles: Profile[] = [
  // Katarzyna Wiśniewska, Senior Manager: many calls, mid-sized accounting contracts
  {
    managerId: manager,
    phoneCalls: [20, 30],
    meetings: [2, 4],
    newLeads: [2, 4],
    offersSent: [1, 3],
    agreementsSigned: [1, 2],
    dealValue: 4500,
    noOutcome: [6, 19],
  },
  // Dariusz Majewski, Kraków: the phone first, small contracts
  {
    managerId: clientManager,
    phoneCalls: [28, 38],
    meetings: [1, 3],
    newLeads: [3, 5],
    offersSent: [2, 3],
    agreementsSigned: [1, 2],
    dealValue: 2800,
    noOutcome: [3, 14, 24],
  },
  // Beata Olszewska, team leader: meetings with larger clients, fewer but bigger contracts
  {
    managerId: managerLeader,
    phoneCalls: [10, 18],
    meetings: [3, 5],
    newLeads: [1, 3],
    offersSent: [2, 4],
    agreementsSigned: [0, 2],
    dealValue: 9000,
    noOutcome: [10, 29],
  },
];

const planComments = [
  'Telefony do leadów z kampanii jesiennej.',
  'Spotkanie z klientem z branży transportowej.',
  'Przygotowanie ofert na pełną księgowość.',
  'Wizyty u dwóch klientów w terenie.',
  'Dzwonię do klientów z wygasającymi umowami.',
  'Prezentacja oferty kadr i płac dla spółki z o.o.',
];
const outcomeComments = [
  'Klient przełożył spotkanie na przyszły tydzień.',
  'Podpisana umowa na kadry i płace.',
  'Dwie oferty czekają na decyzję zarządu.',
  'Mniej telefonów: po południu szkolenie produktowe.',
  'Bardzo dobry dzień, klient polecił nas znajomej firmie.',
  'Jeden klient zrezygnował po negocjacjach cenowych.',
  'Spotkanie online zamiast wizyty, umowa do podpisu w poniedziałek.',
];

/** The day's reports of one manager: a plan in the morning, an outcome at the end of the day (unless skipped). */
function reportsOfDay(profile: Profile, day: string, index: number, next: () => number): Omit<ManagerReport, 'id'>[] {
  const between = ([low, high]: [number, number]) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
  const plan = {
    phoneCalls: between(profile.phoneCalls),
    meetings: between(profile.meetings),
    newLeads: between(profile.newLeads),
    offersSent: between(profile.offersSent),
    agreementsSigned: between(profile.agreementsSigned),
  };
  const planned = { ...plan, salesAmount: plan.agreementsSigned * profile.dealValue };
  // most days near the plan, one in five a weak day
  const weak = next() < 0.2;
  const near = (value: number) => Math.max(0, Math.round(value * (weak ? 0.5 + next() * 0.3 : 0.85 + next() * 0.3)));
  const agreements = Math.max(0, plan.agreementsSigned + (weak ? -1 : pick([-1, 0, 0, 0, 1])));
  const actual = {
    phoneCalls: near(plan.phoneCalls),
    meetings: near(plan.meetings),
    newLeads: near(plan.newLeads),
    offersSent: near(plan.offersSent),
    agreementsSigned: agreements,
    salesAmount: Math.round((agreements * profile.dealValue * (0.7 + next() * 0.6)) / 50) * 50,
  };
  const common = { date: day, managerId: profile.managerId, manager: managerRef(profile.managerId) };
  const minute = String(between([0, 59])).padStart(2, '0');
  const kindOf = (kind: PlanKind, time: string, figures: typeof planned, comments: string[]) => ({
    ...common,
    kind,
    ...figures,
    comment: next() < 0.3 ? pick(comments) : null,
    createdAt: `${day}T${time}:${minute}:00Z`,
    createdById: profile.managerId,
  });
  const reports = [kindOf('Planned', '07', planned, planComments)];
  if (!profile.noOutcome.includes(index)) reports.push(kindOf('Actual', '16', actual, outcomeComments));
  return reports;
}

/**
 * Managers' daily reports: the last 30 working days (up to Friday 2026-11-20) of three managers (103, 130, 131),
 * each day a plan and, but for a few days, an outcome, usually near the plan, now and then a weak day. The fourth
 * manager (132) reports nothing. Ids from 6001.
 */
export const managerReports: ManagerReport[] = (() => {
  const next = random(34);
  const days = reportDays();
  return days
    .flatMap((day, index) => profiles.flatMap((profile) => reportsOfDay(profile, day, index, next)))
    .map((report, i) => ({ id: 6001 + i, ...report }));
})();
