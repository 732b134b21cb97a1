import {
  deleteCasePeriodSummaryField,
  getCase,
  listCaseUpdateHistory,
  markCasePeriodChecklistItem,
  markCasePeriodReady,
  sendCasePeriodSummary,
  setCaseClientAttachmentCompleted,
  setCasePeriodStatus,
  setCasePeriodSummaryFieldByName,
  updateCasePeriodStatus,
  updateCasePeriodSummaryField,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { periodDoneTooltip } from '@/copy/case-labels';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

// Magdalena Kamińska, the expert of the accounting case
const api = demoApi({ as: ids.person.expertEmployee });

const periodOf = (caseId: number, month: number, year = 2026) =>
  api.db.casePeriods.find((p) => p.caseId === caseId && p.month === month && p.year === year);

describe('period status', () => {
  it('is changed by hand to any status but Done (query and body forms), recorded with the period', async () => {
    const period = await setCasePeriodStatus(ids.case.accounting, {
      month: 11,
      year: 2026,
      status: 'ReadyForAccounting',
    });
    expect(period).toMatchObject({ id: ids.period.november, status: 'ReadyForAccounting' });
    const item = await updateCasePeriodStatus(ids.case.accounting, 11, 2026, 'InProgress');
    expect(item.id).toBe(ids.case.accounting);
    expect(item.periods?.[0]).toMatchObject({ month: 11, status: 'InProgress' });
    const [latest] = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'CasePeriodStatus',
      oldValue: 'ReadyForAccounting',
      newValue: 'InProgress',
      casePeriodDetailsId: ids.period.november,
      casePeriodDetails: { year: 2026, month: 11 },
    });
  });

  it('refuses Done by hand with 400 in both forms', async () => {
    const error = await setCasePeriodStatus(ids.case.accounting, { month: 11, year: 2026, status: 'Done' }).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ status: 400, body: { errors: { status: [periodDoneTooltip] } } });
    await expect(updateCasePeriodStatus(ids.case.accounting, 11, 2026, 'Done')).rejects.toMatchObject({ status: 400 });
    expect(periodOf(ids.case.accounting, 11)?.status).toBe('InProgress');
  });

  it('reaches Done by sending the summary', async () => {
    const period = await sendCasePeriodSummary(ids.case.accounting, { month: 10, year: 2026 });
    expect(period.status).toBe('Done');
    expect(Date.now() - Date.parse(period.summarySentAt!)).toBeLessThan(60_000);
    const [latest] = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(latest).toMatchObject({
      oldValue: 'ReadyForAccounting',
      newValue: 'Done',
      casePeriodDetailsId: ids.period.october,
    });
  });

  it('opens a period on its first change (a missing status counts as NotStarted)', async () => {
    expect(periodOf(ids.case.accounting, 12)).toBeUndefined();
    const period = await setCasePeriodStatus(ids.case.accounting, { month: 12, year: 2026, status: 'InProgress' });
    expect(period).toMatchObject({
      caseId: ids.case.accounting,
      month: 12,
      year: 2026,
      status: 'InProgress',
      isReady: false,
    });
    expect(period.checklist.every((c) => !c.isChecked)).toBe(true);
    expect((await getCase(ids.case.accounting)).periods?.[0].month).toBe(12);
    const [latest] = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(latest).toMatchObject({ oldValue: 'NotStarted', newValue: 'InProgress' });
  });

  it('marking ready sets isReady and moves a period in progress to ReadyForAccounting', async () => {
    api.actAs(ids.person.client);
    const period = await markCasePeriodReady(ids.case.accounting, { month: 11, year: 2026 });
    expect(period).toMatchObject({ isReady: true, status: 'ReadyForAccounting' });
  });
});

describe('period details', () => {
  it('toggles a checklist item with who and when', async () => {
    const ticked = await markCasePeriodChecklistItem(ids.case.accounting, {
      month: 11,
      year: 2026,
      checklistField: 'Wyciągi bankowe',
    });
    expect(ticked.checklist.find((c) => c.checklistField === 'Wyciągi bankowe')).toMatchObject({
      isChecked: true,
      checkedById: 105,
    });
    const unticked = await markCasePeriodChecklistItem(ids.case.accounting, {
      month: 11,
      year: 2026,
      checklistField: 'Wyciągi bankowe',
    });
    expect(unticked.checklist.find((c) => c.checklistField === 'Wyciągi bankowe')).toMatchObject({
      isChecked: false,
      checkedAt: null,
    });
  });

  it('adds a summary line by name (once), sets its value and deletes it, each in the history', async () => {
    const added = await setCasePeriodSummaryFieldByName(ids.case.accounting, 'Vat', { month: 11, year: 2026 });
    await setCasePeriodSummaryFieldByName(ids.case.accounting, 'Vat', { month: 11, year: 2026 });
    const lines = added.summaryFields.filter((f) => f.fieldName === 'Vat');
    expect(lines).toHaveLength(1);
    // ids are unique within the case (the seed's done periods use 1–3)
    expect(lines[0].summaryFieldId).toBe(4);
    const updated = await updateCasePeriodSummaryField(
      1001,
      { value: '980 zł', amount: 980, paymentDueDate: '2026-12-25' },
      { month: 11, year: 2026, summaryFieldId: 4 },
    );
    expect(updated.summaryFields[0]).toMatchObject({ fieldName: 'Vat', value: '980 zł', amount: 980 });
    const [latest] = await listCaseUpdateHistory(ids.case.accounting, { sortDirection: 1 });
    expect(latest).toMatchObject({
      changedValueName: 'Vat',
      oldValue: null,
      newValue: '980 zł',
      casePeriodDetailsId: ids.period.november,
    });
    await deleteCasePeriodSummaryField(ids.case.accounting, { summaryId: 4 });
    expect(periodOf(ids.case.accounting, 11)?.summaryFields).toEqual([]);
    await expect(deleteCasePeriodSummaryField(ids.case.accounting, { summaryId: 4 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('marks the client documents of a period complete (answers the case)', async () => {
    const item = await setCaseClientAttachmentCompleted(ids.case.accounting, {
      month: 11,
      year: 2026,
      completedField: true,
    });
    expect(item.periods?.find((p) => p.month === 11)?.clientAttachmentsCompleted).toBe(true);
  });

  it('a client cannot touch the periods of another client’s case', async () => {
    api.actAs(ids.person.client);
    await expect(markCasePeriodReady(ids.case.otherClientAccounting, { month: 11, year: 2026 })).rejects.toMatchObject({
      status: 403,
    });
  });
});
