import type { ManagerReport } from '@portal/sdk/model';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { managerTotals, reportDays, totalsOf } from './figures';
import { reportingView } from './list';

const anna = { id: 1, firstName: 'Anna', lastName: 'Zawada', email: 'a@example.pl' };
const bartosz = { id: 2, firstName: 'Bartosz', lastName: 'Adamski', email: 'b@example.pl' };
const report = (id: number, manager: typeof anna, date: string, kind: ManagerReport['kind'], phoneCalls: number) =>
  ({ id, managerId: manager.id, manager, date, kind, phoneCalls }) as ManagerReport;

describe('the reporting figures', () => {
  const reports = [
    report(1, anna, '2026-11-19', 'Planned', 10),
    report(2, anna, '2026-11-19', 'Actual', 12),
    report(3, anna, '2026-11-20', 'Planned', 10),
    report(4, bartosz, '2026-11-20', 'Planned', 20),
    report(5, bartosz, '2026-11-20', 'Actual', 15),
  ];

  it('pairs the plan and the outcome of each manager and day, by day, then by surname', () => {
    expect(reportDays(reports).map((d) => [d.date, d.manager, d.plan?.id, d.actual?.id])).toEqual([
      ['2026-11-19', 'Anna Zawada', 1, 2],
      ['2026-11-20', 'Bartosz Adamski', 4, 5],
      ['2026-11-20', 'Anna Zawada', 3, undefined],
    ]);
  });

  it('realisation is the outcomes against the plans: a day without an outcome counts as nothing done', () => {
    const [adamski, zawada] = managerTotals(reportDays(reports), [{ ...anna, id: 3, lastName: 'Nowak' }]).filter(
      (t) => t.managerId !== 3,
    );
    expect(zawada).toMatchObject({ planDays: 2, actualDays: 1 });
    expect(zawada.measures[0]).toEqual({ measure: 'phoneCalls', plan: 20, actual: 12, realisation: 0.6 });
    expect(adamski.measures[0].realisation).toBe(0.75);
    // nothing planned: no realisation
    expect(totalsOf([]).measures[0]).toEqual({ measure: 'phoneCalls', plan: 0, actual: 0, realisation: undefined });
  });

  it('lists a manager given who reported nothing, with zeros', () => {
    const totals = managerTotals(reportDays(reports), [{ ...anna, id: 3, lastName: 'Nowak' }]);
    expect(totals.map((t) => [t.manager, t.planDays])).toEqual([
      ['Bartosz Adamski', 1],
      ['Anna Nowak', 0],
      ['Anna Zawada', 2],
    ]);
  });

  it('the period is the last 30 days, today included, unless the address gives one; sales unless a measure', () => {
    expect(reportingView({}, dayjs('2026-11-28'))).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
      managerId: undefined,
      measure: 'salesAmount',
    });
    expect(reportingView({ from: '2026-11-01', to: '2026-11-15', managerId: 130, measure: 'meetings' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
      managerId: 130,
      measure: 'meetings',
    });
  });
});
