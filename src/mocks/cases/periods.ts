import {
  getDeleteCasePeriodSummaryFieldMockHandler,
  getMarkCasePeriodChecklistItemMockHandler,
  getMarkCasePeriodReadyMockHandler,
  getSendCasePeriodSummaryMockHandler,
  getSetCaseClientAttachmentCompletedMockHandler,
  getSetCaseExpertAttachmentCompletedMockHandler,
  getSetCasePeriodStatusMockHandler,
  getSetCasePeriodSummaryFieldByNameMockHandler,
  getUpdateCasePeriodStatusMockHandler,
  getUpdateCasePeriodSummaryFieldMockHandler,
} from '@portal/sdk/mocks/cases';
import {
  PeriodStatus,
  type Case,
  type CaseField,
  type CasePeriod,
  type CasePeriodSummaryField,
  type CasePeriodSummaryFieldInput,
} from '@portal/sdk/model';
import { periodDoneTooltip } from '../../copy/case-labels';
import { actingUserId } from '../acting-user';
import type { DemoDb } from '../db/db';
import { assertCaseAccess } from './access';
import { changeCase, touch } from './case-changes';
import { recordChange } from './history';
import {
  badRequest,
  bareBody,
  boolParam,
  caseView,
  findCase,
  intParam,
  jsonBody,
  notFound,
  nowIso,
  periodOrder,
  searchParams,
} from './shared';

/** The checklist a new period starts with (the seed's periods have the same items). */
export const DEFAULT_CHECKLIST = ['Faktury sprzedażowe', 'Faktury kosztowe', 'Wyciągi bankowe', 'Dokumenty ZUS'];

/** Summary lines with a field of their own in the history (VAT, CIT, PIT, ZUS); others are `SummaryField`. */
const SUMMARY_FIELDS: string[] = ['Vat', 'CorporateTax', 'PersonalTax', 'Insurance'];

/** Month and year of a period call (query `month`, `year`, or path values); 400 when missing or out of range. */
export function periodKey(month: string | null | undefined, year: string | null | undefined) {
  const m = intParam(month);
  const y = intParam(year);
  const errors: Record<string, string[]> = {};
  if (m === undefined || m < 1 || m > 12) errors.month = ['Miesiąc musi być liczbą od 1 do 12.'];
  if (y === undefined || y < 2000 || y > 2100) errors.year = ['Rok musi być liczbą od 2000 do 2100.'];
  if (Object.keys(errors).length) throw badRequest(errors);
  return { month: m!, year: y! };
}

export const periodKeyOf = (request: Request) => {
  const query = searchParams(request);
  return periodKey(query.get('month'), query.get('year'));
};

/** The period of the case for the month, opened (status null = NotStarted) when it does not exist yet. */
export function ensurePeriod(
  db: DemoDb,
  request: Request,
  item: Case,
  { month, year }: { month: number; year: number },
) {
  const existing = db.casePeriods.find((p) => p.caseId === item.id && p.month === month && p.year === year);
  if (existing) return existing;
  const period: CasePeriod = {
    id: db.nextId('casePeriods'),
    caseId: item.id,
    month,
    year,
    status: null,
    isReady: false,
    summarySentAt: null,
    clientAttachmentsCompleted: false,
    expertAttachmentsCompleted: false,
    checklist: DEFAULT_CHECKLIST.map((checklistField) => ({
      checklistField,
      isChecked: false,
      checkedAt: null,
      checkedById: null,
    })),
    summaryFields: [],
    clientAttachments: [],
    expertAttachments: [],
    createdAt: nowIso(),
    createdById: actingUserId(request) ?? null,
  };
  db.casePeriods.push(period);
  return period;
}

/** Runs `change` on the period of the call's case and month (opening it), then stamps and saves. */
async function changePeriod(
  db: DemoDb,
  request: Request,
  caseId: string | readonly string[] | undefined,
  change: (period: CasePeriod, item: Case) => void | Promise<void>,
  key = periodKeyOf(request),
): Promise<CasePeriod> {
  const item = findCase(db, intParam(caseId));
  assertCaseAccess(db, request, item);
  const period = ensurePeriod(db, request, item, key);
  await change(period, item);
  period.updatedAt = nowIso();
  period.updatedById = actingUserId(request) ?? null;
  touch(item, request);
  db.save();
  return period;
}

function setPeriodStatus(db: DemoDb, request: Request, item: Case, period: CasePeriod, status: PeriodStatus): void {
  const old = period.status ?? 'NotStarted';
  period.status = status;
  if (old !== status)
    recordChange(db, request, item, { changedValueName: 'CasePeriodStatus', oldValue: old, newValue: status, period });
}

/** A status set by hand: any but Done (Done is reached only by sending the summary). */
function manualStatus(value: unknown): PeriodStatus {
  if (!Object.values(PeriodStatus).includes(value as PeriodStatus))
    throw badRequest({ status: ['Nieznany status okresu.'] });
  if (value === 'Done') throw badRequest({ status: [periodDoneTooltip] });
  return value as PeriodStatus;
}

const summaryHistory = (line: CasePeriodSummaryField, oldValue: string | null, newValue: string | null) => {
  const own = SUMMARY_FIELDS.includes(line.fieldName);
  return {
    changedValueName: (own ? line.fieldName : 'SummaryField') as CaseField,
    oldValue: own || oldValue === null ? oldValue : `${line.fieldName}: ${oldValue}`,
    newValue: own || newValue === null ? newValue : `${line.fieldName}: ${newValue}`,
  };
};

const lineValue = (line: CasePeriodSummaryField) =>
  line.value ?? (line.amount === null || line.amount === undefined ? null : `${line.amount} zł`);

/** Summary line ids are unique within a case (DELETE /Case/{caseId}/periodSummary names the line by id only). */
const nextSummaryFieldId = (db: DemoDb, caseId: number) =>
  Math.max(
    0,
    ...db.casePeriods.filter((p) => p.caseId === caseId).flatMap((p) => p.summaryFields.map((f) => f.summaryFieldId)),
  ) + 1;

const setAttachmentsCompleted = (
  db: DemoDb,
  request: Request,
  caseId: string | readonly string[] | undefined,
  side: 'client' | 'expert',
) =>
  changeCase(db, request, caseId, (item) => {
    const completed = boolParam(searchParams(request).get('completedField'));
    if (completed === undefined) throw badRequest({ completedField: ['Brak wartości completedField.'] });
    const period = ensurePeriod(db, request, item, periodKeyOf(request));
    if (side === 'client') period.clientAttachmentsCompleted = completed;
    else period.expertAttachmentsCompleted = completed;
    period.updatedAt = nowIso();
    period.updatedById = actingUserId(request) ?? null;
  });

export const periodHandlers = (db: DemoDb) => [
  getSetCasePeriodStatusMockHandler(({ request, params }) =>
    changePeriod(db, request, params.id, (period, item) =>
      setPeriodStatus(db, request, item, period, manualStatus(searchParams(request).get('status'))),
    ),
  ),
  getUpdateCasePeriodStatusMockHandler(async ({ request, params }) => {
    const status = manualStatus(await bareBody(request));
    const key = periodKey(params.month as string, params.year as string);
    const period = await changePeriod(
      db,
      request,
      params.caseId,
      (p, item) => setPeriodStatus(db, request, item, p, status),
      key,
    );
    return caseView(db, findCase(db, period.caseId));
  }),
  getMarkCasePeriodChecklistItemMockHandler(({ request, params }) =>
    changePeriod(db, request, params.id, (period) => {
      const name = searchParams(request).get('checklistField')?.trim();
      if (!name) throw badRequest({ checklistField: ['Brak nazwy pozycji listy kontrolnej.'] });
      let entry = period.checklist.find((c) => c.checklistField === name);
      if (!entry) {
        entry = { checklistField: name, isChecked: false, checkedAt: null, checkedById: null };
        period.checklist.push(entry);
      }
      entry.isChecked = !entry.isChecked;
      entry.checkedAt = entry.isChecked ? nowIso() : null;
      entry.checkedById = entry.isChecked ? (actingUserId(request) ?? null) : null;
    }),
  ),
  // The client declares the documents complete: a period not started or in progress becomes ready for accounting.
  getMarkCasePeriodReadyMockHandler(({ request, params }) =>
    changePeriod(db, request, params.id, (period, item) => {
      period.isReady = true;
      if (period.status !== 'Done' && period.status !== 'ReadyForAccounting')
        setPeriodStatus(db, request, item, period, 'ReadyForAccounting');
    }),
  ),
  getSendCasePeriodSummaryMockHandler(({ request, params }) =>
    changePeriod(db, request, params.id, (period, item) => {
      period.summarySentAt = nowIso();
      setPeriodStatus(db, request, item, period, 'Done');
    }),
  ),
  getUpdateCasePeriodSummaryFieldMockHandler(({ request, params }) =>
    changePeriod(db, request, params.id, async (period, item) => {
      const id = intParam(searchParams(request).get('summaryFieldId'));
      const line = period.summaryFields.find((f) => f.summaryFieldId === id);
      if (!line) throw notFound('Nie znaleziono pozycji podsumowania');
      const input = (await jsonBody<CasePeriodSummaryFieldInput>(request)) ?? {};
      const before = lineValue(line);
      if (input.value !== undefined) line.value = input.value;
      if (input.amount !== undefined) line.amount = input.amount;
      if (input.paymentDueDate !== undefined) line.paymentDueDate = input.paymentDueDate;
      if (input.bankAccount !== undefined) line.bankAccount = input.bankAccount;
      const after = lineValue(line);
      if (before !== after) recordChange(db, request, item, { ...summaryHistory(line, before, after), period });
    }),
  ),
  // Adds an empty line of that name; an existing line of the name is kept as it is.
  getSetCasePeriodSummaryFieldByNameMockHandler(({ request, params }) =>
    changePeriod(db, request, params.id, (period, item) => {
      const fieldName = String(params.fieldName ?? '').trim();
      if (!fieldName) throw badRequest({ fieldName: ['Brak nazwy pozycji podsumowania.'] });
      if (period.summaryFields.some((f) => f.fieldName === fieldName)) return;
      const line: CasePeriodSummaryField = {
        summaryFieldId: nextSummaryFieldId(db, item.id),
        fieldName,
        value: null,
        amount: null,
        paymentDueDate: null,
        bankAccount: null,
      };
      period.summaryFields.push(line);
      recordChange(db, request, item, { changedValueName: 'SummaryField', newValue: fieldName, period });
    }),
  ),
  // The line is named by id only: the newest period of the case holding that id loses it.
  getDeleteCasePeriodSummaryFieldMockHandler(({ request, params }) => {
    const item = findCase(db, intParam(params.caseId as string));
    assertCaseAccess(db, request, item);
    const id = intParam(searchParams(request).get('summaryId'));
    const period = db.casePeriods
      .filter((p) => p.caseId === item.id)
      .sort(periodOrder)
      .find((p) => p.summaryFields.some((f) => f.summaryFieldId === id));
    if (!period) throw notFound('Nie znaleziono pozycji podsumowania');
    const line = period.summaryFields.find((f) => f.summaryFieldId === id)!;
    period.summaryFields.splice(period.summaryFields.indexOf(line), 1);
    recordChange(db, request, item, { changedValueName: 'SummaryField', oldValue: line.fieldName, period });
    period.updatedAt = nowIso();
    touch(item, request);
    db.save();
  }),
  getSetCaseClientAttachmentCompletedMockHandler(({ request, params }) =>
    setAttachmentsCompleted(db, request, params.id, 'client'),
  ),
  getSetCaseExpertAttachmentCompletedMockHandler(({ request, params }) =>
    setAttachmentsCompleted(db, request, params.id, 'expert'),
  ),
];
