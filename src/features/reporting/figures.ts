import type { ManagerReport, PersonName, UserRef } from '@portal/sdk/model';
import { fullName } from '@/copy/people';
import { reportMeasures, type ReportMeasure } from '@/copy/sales-labels';

// The reporting's arithmetic: the reports of a period paired by manager and day, and summed per manager.

/** A manager's day: their plan and outcome (either may be missing). */
export interface ReportDay {
  date: string;
  managerId: number;
  manager: string;
  /** "Surname Name": what the managers are ordered by. */
  sortName: string;
  plan?: ManagerReport;
  actual?: ManagerReport;
}

export interface MeasureTotal {
  measure: ReportMeasure;
  plan: number;
  actual: number;
  /** The outcome as a share of the plan (1 = 100 %); none when nothing was planned. */
  realisation: number | undefined;
}

export interface Totals {
  /** How many plans and outcomes were filed. */
  planDays: number;
  actualDays: number;
  measures: MeasureTotal[];
}

const nameOf = (report: ManagerReport) => (report.manager ? fullName(report.manager) : String(report.managerId));
const sortNameOf = (person: PersonName | undefined) => (person ? `${person.lastName} ${person.firstName}` : '');

const byName = (a: string, b: string) => a.localeCompare(b, 'pl');

/** The reports paired by manager and day: oldest day first, the managers of a day by name. */
export function reportDays(reports: readonly ManagerReport[]): ReportDay[] {
  const days = new Map<string, ReportDay>();
  for (const report of reports) {
    const key = `${report.date}/${report.managerId}`;
    const day = days.get(key) ?? {
      date: report.date,
      managerId: report.managerId,
      manager: nameOf(report),
      sortName: sortNameOf(report.manager),
    };
    day[report.kind === 'Planned' ? 'plan' : 'actual'] = report;
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || byName(a.sortName, b.sortName));
}

export const realisationOf = (plan: number, actual: number) => (plan > 0 ? actual / plan : undefined);

const sum = (reports: readonly (ManagerReport | undefined)[], measure: ReportMeasure) =>
  reports.reduce((total, report) => total + (report?.[measure] ?? 0), 0);

/**
 * The plans and the outcomes of the days summed per measure. Realisation is the outcomes' total against the plans'
 * total: a day whose outcome was not filed counts as nothing done.
 */
export function totalsOf(days: readonly ReportDay[]): Totals {
  const plans = days.map((day) => day.plan).filter(Boolean);
  const actuals = days.map((day) => day.actual).filter(Boolean);
  return {
    planDays: plans.length,
    actualDays: actuals.length,
    measures: reportMeasures.map((measure) => {
      const plan = sum(plans, measure);
      const actual = sum(actuals, measure);
      return { measure, plan, actual, realisation: realisationOf(plan, actual) };
    }),
  };
}

export interface ManagerTotals extends Totals {
  managerId: number;
  manager: string;
  sortName: string;
}

/**
 * Each manager's totals, by name: those who reported in the period, and the managers given (an administrator's
 * list of every manager) who did not, with zeros.
 */
export function managerTotals(days: readonly ReportDay[], managers: readonly UserRef[] = []): ManagerTotals[] {
  const names = new Map<number, Pick<ManagerTotals, 'manager' | 'sortName'>>(
    managers.map((manager) => [manager.id, { manager: fullName(manager), sortName: sortNameOf(manager) }]),
  );
  for (const day of days) names.set(day.managerId, { manager: day.manager, sortName: day.sortName });
  return [...names.entries()]
    .map(([managerId, name]) => ({
      managerId,
      ...name,
      ...totalsOf(days.filter((day) => day.managerId === managerId)),
    }))
    .sort((a, b) => byName(a.sortName, b.sortName));
}

/** The chosen measure per manager, plan against outcome (the chart over managers). */
export const measureByManager = (totals: readonly ManagerTotals[], measure: ReportMeasure) =>
  totals.map((t) => {
    const figures = t.measures.find((m) => m.measure === measure)!;
    return { manager: t.manager, plan: figures.plan, actual: figures.actual };
  });

/** The chosen measure day by day, plan against outcome (the chart over one manager's days). */
export const measureByDay = (days: readonly ReportDay[], measure: ReportMeasure) =>
  days.map((day) => ({
    date: day.date,
    plan: day.plan ? (day.plan[measure] ?? 0) : undefined,
    actual: day.actual ? (day.actual[measure] ?? 0) : undefined,
  }));
