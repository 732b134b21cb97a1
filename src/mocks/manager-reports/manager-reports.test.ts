import {
  createManagerReport,
  deleteManagerReport,
  getManagerReport,
  listManagerReports,
  listManagerReportsByDate,
  listManagerReportsByDateForCurrentUser,
  patchManagerReport,
  updateManagerReport,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { LAST_REPORT_DAY } from '@/mocks/db/seed-manager-reports';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';
import { NOT_A_MANAGER, REPORT_EXISTS } from '.';

const api = demoApi({ as: 'Manager' });
const { manager, clientManager, managerLeader, businessDirector, admin } = ids.person;
const NEW_DAY = '2026-11-23';

/** The status and the body of a refused call. */
const refusal = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as { status?: number; body?: { errors?: Record<string, string[]> } } | undefined;
  return { status: error?.status, errors: error?.body?.errors ?? {} };
};

const figures = { phoneCalls: 20, meetings: 2, newLeads: 3, offersSent: 2, agreementsSigned: 1, salesAmount: 4500 };

describe('manager reports', () => {
  it('a manager writes the plan and the outcome of a day, once each; the manager is the caller', async () => {
    const plan = await createManagerReport({ date: NEW_DAY, kind: 'Planned', ...figures, comment: 'Telefony.' });
    expect(plan).toMatchObject({ managerId: manager, createdById: manager, kind: 'Planned', phoneCalls: 20 });
    expect(plan.manager).toMatchObject({ id: manager, lastName: 'Wiśniewska' });
    const outcome = await createManagerReport({ date: NEW_DAY, kind: 'Actual', ...figures, phoneCalls: 18 });
    expect(outcome.managerId).toBe(manager);

    const second = await refusal(createManagerReport({ date: NEW_DAY, kind: 'Planned', ...figures }));
    expect(second).toEqual({ status: 400, errors: { kind: [REPORT_EXISTS] } });
    // moving the outcome onto the plan's kind is refused too, by PUT and by merge-patch
    expect(await refusal(updateManagerReport(outcome.id, { date: NEW_DAY, kind: 'Planned' }))).toMatchObject({
      status: 400,
      errors: { kind: [REPORT_EXISTS] },
    });
    expect((await refusal(patchManagerReport(outcome.id, { kind: 'Planned' }))).errors).toEqual({
      kind: [REPORT_EXISTS],
    });
    expect(await listManagerReportsByDateForCurrentUser(NEW_DAY)).toEqual([
      expect.objectContaining({ id: plan.id }),
      expect.objectContaining({ id: outcome.id }),
    ]);
  });

  it('refuses negative figures and a comment over 4000 characters, in Polish', async () => {
    const refused = await refusal(
      createManagerReport({ date: NEW_DAY, kind: 'Planned', phoneCalls: -1, comment: 'x'.repeat(4001) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.errors.phoneCalls).toEqual(['Najmniejsza dozwolona wartość to 0']);
    expect(refused.errors.comment?.[0]).toMatch(/4000 znaków/);
    expect(api.db.managerReports.some((r) => r.date === NEW_DAY)).toBe(false);
  });

  it('PUT replaces the figures and clears the comment left out; merge-patch changes only what it sends', async () => {
    const plan = await createManagerReport({ date: NEW_DAY, kind: 'Planned', ...figures, comment: 'Plan.' });
    const replaced = await updateManagerReport(plan.id, { date: NEW_DAY, kind: 'Planned', phoneCalls: 5 });
    expect(replaced).toMatchObject({ phoneCalls: 5, meetings: 0, salesAmount: 0, managerId: manager });
    expect(replaced).not.toHaveProperty('comment');
    expect(replaced.updatedById).toBe(manager);
    const patched = await patchManagerReport(plan.id, { meetings: 4, comment: 'Dwa spotkania więcej.' });
    expect(patched).toMatchObject({ phoneCalls: 5, meetings: 4, comment: 'Dwa spotkania więcej.' });
    await deleteManagerReport(plan.id);
    expect(await refusal(getManagerReport(plan.id))).toMatchObject({ status: 404 });
  });

  it("a manager reads and writes only their own reports; another manager's answer 403", async () => {
    const others = api.db.managerReports.find((r) => r.managerId === clientManager)!;
    expect((await refusal(getManagerReport(others.id))).status).toBe(403);
    expect((await refusal(patchManagerReport(others.id, { meetings: 1 }))).status).toBe(403);
    expect((await refusal(deleteManagerReport(others.id))).status).toBe(403);
    expect((await refusal(listManagerReports({ managerId: clientManager }))).status).toBe(403);
    expect(
      (await refusal(createManagerReport({ date: NEW_DAY, kind: 'Planned', managerId: clientManager }))).status,
    ).toBe(403);

    const mine = await listManagerReports({ pageSize: 200 });
    expect(new Set(mine.items.map((r) => r.managerId))).toEqual(new Set([manager]));
    expect((await listManagerReportsByDate(LAST_REPORT_DAY)).map((r) => r.managerId)).toEqual([manager, manager]);
  });

  it('an administrator reads every report and writes one for the manager they name (a manager only)', async () => {
    api.actAs('Admin');
    const day = await listManagerReportsByDate(LAST_REPORT_DAY);
    // by name (Majewski, Olszewska, Wiśniewska), the plan first; Olszewska filed no outcome that day
    expect(day.map((r) => [r.managerId, r.kind])).toEqual([
      [clientManager, 'Planned'],
      [clientManager, 'Actual'],
      [managerLeader, 'Planned'],
      [manager, 'Planned'],
      [manager, 'Actual'],
    ]);
    expect(await listManagerReportsByDateForCurrentUser(LAST_REPORT_DAY)).toEqual([]);

    const written = await createManagerReport({ date: NEW_DAY, kind: 'Actual', managerId: businessDirector });
    expect(written).toMatchObject({ managerId: businessDirector, createdById: admin });
    // the administrator is no manager: a report without one named is refused
    expect((await refusal(createManagerReport({ date: NEW_DAY, kind: 'Planned' }))).errors).toEqual({
      managerId: [NOT_A_MANAGER],
    });
    expect(
      (await refusal(createManagerReport({ date: NEW_DAY, kind: 'Planned', managerId: ids.person.client }))).errors,
    ).toEqual({ managerId: [NOT_A_MANAGER] });
  });

  it('lists by manager, kind and day range, searched and sorted, newest day first by default', async () => {
    api.actAs('Admin');
    const all = await listManagerReports({ pageSize: 200 });
    expect(all.totalCount).toBe(api.db.managerReports.length);
    expect(all.items[0].date).toBe(LAST_REPORT_DAY);
    const week = await listManagerReports({
      managerId: clientManager,
      kind: 'Actual',
      from: '2026-11-16',
      to: '2026-11-20',
      sortBy: 'date',
      sortDirection: 0,
    });
    expect(week.items.map((r) => r.date)).toEqual(
      ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].filter((d) =>
        api.db.managerReports.some((r) => r.managerId === clientManager && r.kind === 'Actual' && r.date === d),
      ),
    );
    expect(week.items.every((r) => r.managerId === clientManager && r.kind === 'Actual')).toBe(true);
    const searched = await listManagerReports({ search: 'olszewska', pageSize: 200 });
    expect(searched.totalCount).toBe(api.db.managerReports.filter((r) => r.managerId === managerLeader).length);
    const bySales = await listManagerReports({ sortBy: 'salesAmount', sortDirection: 1, pageSize: 5 });
    const sales = bySales.items.map((r) => r.salesAmount ?? 0);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect((await refusal(listManagerReports({ from: '2026-13-01' }))).status).toBe(400);
  });

  it('a malformed day is refused with 400', async () => {
    expect((await refusal(listManagerReportsByDate('2026-11-31'))).status).toBe(400);
    expect((await refusal(listManagerReportsByDateForCurrentUser('jutro'))).status).toBe(400);
  });
});
