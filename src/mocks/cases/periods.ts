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
import type { Case, CaseField, CasePeriod, CasePeriodSummaryField, PeriodStatus } from '@portal/sdk/model';
import { periodDoneTooltip } from '@/copy/case-labels';
import { recordChange } from '@/mocks/case-history/record';
import type { DemoDb } from '@/mocks/db/db';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { caseView, periodOrder } from '@/mocks/shared/records';
import { bareBody, nowIso } from '@/mocks/shared/request';
import { lazySchemas, valid, validBody, validParams, validQuery } from '@/mocks/shared/validation';
import { changeCase, inCase } from './case-changes';

const schemas = lazySchemas(() => import('@portal/sdk/zod/cases'));

/** The checklist a new period starts with (the seed's periods have the same items). */
export const DEFAULT_CHECKLIST = ['Faktury sprzedażowe', 'Faktury kosztowe', 'Wyciągi bankowe', 'Dokumenty ZUS'];

/** Summary lines with a field of their own in the history (VAT, CIT, PIT, ZUS); others are `SummaryField`. */
const SUMMARY_FIELDS: string[] = ['Vat', 'CorporateTax', 'PersonalTax', 'Insurance'];

export interface PeriodKey {
  month: number;
  year: number;
}

/** The period of the case for the month, opened (status null = NotStarted) when it does not exist yet. */
export function ensurePeriod(db: DemoDb, request: Request, item: Case, { month, year }: PeriodKey) {
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

export const stampPeriod = (period: CasePeriod, request: Request) => {
  period.updatedAt = nowIso();
  period.updatedById = actingUserId(request) ?? null;
};

function setPeriodStatus(db: DemoDb, request: Request, item: Case, period: CasePeriod, status: PeriodStatus) {
  const old = period.status ?? 'NotStarted';
  period.status = status;
  if (old !== status)
    recordChange(db, request, item, { changedValueName: 'CasePeriodStatus', oldValue: old, newValue: status, period });
  return status;
}

/** Done is reached only by sending the summary, not set by hand (the contract cannot say so). */
const notDone = ({ status }: { status: PeriodStatus }) => (status === 'Done' ? { status: [periodDoneTooltip] } : {});

const summaryHistory = (line: CasePeriodSummaryField, oldValue: string | null, newValue: string | null) => {
  const own = SUMMARY_FIELDS.includes(line.fieldName);
  return {
    changedValueName: own ? line.fieldName : 'SummaryField',
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

export const periodHandlers = (context: MockContext) => {
  const { db } = context;

  /**
   * Runs `change` on the period of the call's case and month (opening it), stamping both; announces `field`
   * with the new value `change` returns, if any. Answers the period.
   */
  const changePeriod = (
    request: Request,
    caseId: string | readonly string[] | undefined,
    key: PeriodKey,
    field: CaseField,
    change: (period: CasePeriod, item: Case) => string | null | void | Promise<string | null | void>,
  ) =>
    inCase(
      context,
      request,
      caseId,
      field,
      async (item) => {
        const period = ensurePeriod(db, request, item, key);
        const value = (await change(period, item)) ?? null;
        stampPeriod(period, request);
        return { period, value };
      },
      ({ value }) => value,
    ).then(({ period }) => period);

  const setAttachmentsCompleted = (request: Request, id: string | readonly string[] | undefined, expert: boolean) =>
    changeCase(context, request, id, expert ? 'ExpertAttachment' : 'ClientAttachment', async (item) => {
      const { SetCaseClientAttachmentCompletedQueryParams, SetCaseExpertAttachmentCompletedQueryParams } =
        await schemas();
      const query = validQuery(
        expert ? SetCaseExpertAttachmentCompletedQueryParams : SetCaseClientAttachmentCompletedQueryParams,
        request,
      );
      const period = ensurePeriod(db, request, item, query);
      if (expert) period.expertAttachmentsCompleted = query.completedField;
      else period.clientAttachmentsCompleted = query.completedField;
      stampPeriod(period, request);
    });

  return [
    getSetCasePeriodStatusMockHandler(async ({ request, params }) => {
      const query = validQuery((await schemas()).SetCasePeriodStatusQueryParams, request, notDone);
      return changePeriod(request, params.id, query, 'CasePeriodStatus', (period, item) =>
        setPeriodStatus(db, request, item, period, query.status),
      );
    }),
    getUpdateCasePeriodStatusMockHandler(async ({ request, params }) => {
      const { UpdateCasePeriodStatusParams, UpdateCasePeriodStatusBody } = await schemas();
      const key = validParams(UpdateCasePeriodStatusParams, params);
      const status = valid(UpdateCasePeriodStatusBody, await bareBody(request), (value) => notDone({ status: value }));
      const period = await changePeriod(request, params.caseId, key, 'CasePeriodStatus', (p, item) =>
        setPeriodStatus(db, request, item, p, status),
      );
      return caseView(
        db,
        db.cases.find((c) => c.id === period.caseId)!,
      );
    }),
    getMarkCasePeriodChecklistItemMockHandler(async ({ request, params }) => {
      const query = validQuery((await schemas()).MarkCasePeriodChecklistItemQueryParams, request);
      return changePeriod(request, params.id, query, 'Other', (period) => {
        const name = query.checklistField.trim();
        let entry = period.checklist.find((c) => c.checklistField === name);
        if (!entry) {
          entry = { checklistField: name, isChecked: false, checkedAt: null, checkedById: null };
          period.checklist.push(entry);
        }
        entry.isChecked = !entry.isChecked;
        entry.checkedAt = entry.isChecked ? nowIso() : null;
        entry.checkedById = entry.isChecked ? (actingUserId(request) ?? null) : null;
      });
    }),
    // The client declares the documents complete: a period not started or in progress becomes ready for accounting.
    getMarkCasePeriodReadyMockHandler(async ({ request, params }) => {
      const query = validQuery((await schemas()).MarkCasePeriodReadyQueryParams, request);
      return changePeriod(request, params.id, query, 'CasePeriodStatus', (period, item) => {
        period.isReady = true;
        if (period.status !== 'Done' && period.status !== 'ReadyForAccounting')
          setPeriodStatus(db, request, item, period, 'ReadyForAccounting');
        return period.status;
      });
    }),
    getSendCasePeriodSummaryMockHandler(async ({ request, params }) => {
      const query = validQuery((await schemas()).SendCasePeriodSummaryQueryParams, request);
      return changePeriod(request, params.id, query, 'CasePeriodStatus', (period, item) => {
        period.summarySentAt = nowIso();
        return setPeriodStatus(db, request, item, period, 'Done');
      });
    }),
    getUpdateCasePeriodSummaryFieldMockHandler(async ({ request, params }) => {
      const { UpdateCasePeriodSummaryFieldQueryParams, UpdateCasePeriodSummaryFieldBody } = await schemas();
      const query = validQuery(UpdateCasePeriodSummaryFieldQueryParams, request);
      const input = await validBody(UpdateCasePeriodSummaryFieldBody, request);
      return changePeriod(request, params.id, query, 'SummaryField', (period, item) => {
        const line = period.summaryFields.find((f) => f.summaryFieldId === query.summaryFieldId);
        if (!line) throw notFound('Nie znaleziono pozycji podsumowania');
        const before = lineValue(line);
        if (input.value !== undefined) line.value = input.value;
        if (input.amount !== undefined) line.amount = input.amount;
        if (input.paymentDueDate !== undefined) line.paymentDueDate = input.paymentDueDate;
        if (input.bankAccount !== undefined) line.bankAccount = input.bankAccount;
        const after = lineValue(line);
        if (before !== after) recordChange(db, request, item, { ...summaryHistory(line, before, after), period });
      });
    }),
    // Adds an empty line of that name; an existing line of the name is kept as it is.
    getSetCasePeriodSummaryFieldByNameMockHandler(async ({ request, params }) => {
      const { SetCasePeriodSummaryFieldByNameParams, SetCasePeriodSummaryFieldByNameQueryParams } = await schemas();
      const fieldName = validParams(SetCasePeriodSummaryFieldByNameParams, params).fieldName.trim();
      const query = validQuery(SetCasePeriodSummaryFieldByNameQueryParams, request);
      return changePeriod(request, params.id, query, 'SummaryField', (period, item) => {
        if (period.summaryFields.some((f) => f.fieldName === fieldName)) return;
        period.summaryFields.push({
          summaryFieldId: nextSummaryFieldId(db, item.id),
          fieldName,
          value: null,
          amount: null,
          paymentDueDate: null,
          bankAccount: null,
        });
        recordChange(db, request, item, { changedValueName: 'SummaryField', newValue: fieldName, period });
      });
    }),
    // The line is named by id only: the newest period of the case holding that id loses it.
    getDeleteCasePeriodSummaryFieldMockHandler(async ({ request, params }) => {
      const { summaryId } = validQuery((await schemas()).DeleteCasePeriodSummaryFieldQueryParams, request);
      await inCase(context, request, params.caseId, 'SummaryField', (item) => {
        const period = db.casePeriods
          .filter((p) => p.caseId === item.id)
          .sort(periodOrder)
          .find((p) => p.summaryFields.some((f) => f.summaryFieldId === summaryId));
        if (!period) throw notFound('Nie znaleziono pozycji podsumowania');
        const line = period.summaryFields.find((f) => f.summaryFieldId === summaryId)!;
        period.summaryFields.splice(period.summaryFields.indexOf(line), 1);
        recordChange(db, request, item, { changedValueName: 'SummaryField', oldValue: line.fieldName, period });
        period.updatedAt = nowIso();
      });
    }),
    getSetCaseClientAttachmentCompletedMockHandler(({ request, params }) =>
      setAttachmentsCompleted(request, params.id, false),
    ),
    getSetCaseExpertAttachmentCompletedMockHandler(({ request, params }) =>
      setAttachmentsCompleted(request, params.id, true),
    ),
  ];
};
