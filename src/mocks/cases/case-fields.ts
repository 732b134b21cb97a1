import {
  getCreateCaseMeetingMockHandler,
  getDeleteCaseMeetingMockHandler,
  getDeleteCasePricingPolicyMockHandler,
  getDeleteCaseSubscriptionMockHandler,
  getGetCaseInvoiceSettingsMockHandler,
  getSetCaseAccountingAttachmentTypeMockHandler,
  getSetCaseAccountingTypeMockHandler,
  getSetCaseClientCompanyMockHandler,
  getSetCaseExpertMockHandler,
  getSetCaseLeadMockHandler,
  getSetCaseManagerLeaderMockHandler,
  getSetCaseManagersMockHandler,
  getSetCaseMeetingsMockHandler,
  getSetCaseMilestonesMockHandler,
  getSetCasePricingPolicyMockHandler,
  getSetCaseProductMockHandler,
  getSetCaseSalesPersonMockHandler,
  getSetCaseStatusMockHandler,
  getSetCaseSubscriptionMockHandler,
  getSetCaseVatPayerMockHandler,
  getUpdateCaseCompanyDetailsMockHandler,
  getUpdateCaseGeneralInfoMockHandler,
  getUpdateCaseInvoiceSettingsMockHandler,
  getUpdateCaseLawsuitMockHandler,
  getUpdateCaseMeetingMockHandler,
  getUpdateCaseProductMockHandler,
} from '@portal/sdk/mocks/cases';
import type {
  Case,
  CaseCourtInstance,
  CaseField,
  CaseGeneralInfoInput,
  CaseInvoiceSettings,
  CaseLawsuitInput,
  CaseMeeting,
  CaseMeetingInput,
} from '@portal/sdk/model';
import { recordChange, recordIfChanged } from '../case-history/record';
import type { DemoDb } from '../db/db';
import { assertCaseAccess } from '../shared/access';
import { actingUserId } from '../shared/acting-user';
import { badRequest, notFound } from '../shared/answers';
import type { MockContext } from '../shared/context';
import { findCase, userRefOf } from '../shared/records';
import { bareBody, intParam, nowIso, searchParams } from '../shared/request';
import { lazySchemas, validBody, validQuery } from '../shared/validation';
import {
  changeCase,
  inCase,
  setCompanyName,
  setExpert,
  setLead,
  setManagerLeader,
  setManagers,
  setProduct,
  setSalesPerson,
  setStatus,
} from './case-changes';

const schemas = lazySchemas(() => import('@portal/sdk/zod/cases'));

/** Who changed a sub-record and when, as the sub-records of a case carry it. */
const stamp = (request: Request) => ({ updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'boolean'
      ? value
        ? 'Tak'
        : 'Nie'
      : String(value);

/** Records each changed value of a replaced sub-record under its own case field (a missing value is null). */
function recordFields<T extends object>(
  db: DemoDb,
  request: Request,
  item: Case,
  before: Partial<T> | null | undefined,
  after: Partial<T> | null | undefined,
  fields: [keyof T, CaseField][],
) {
  for (const [key, field] of fields) recordIfChanged(db, request, item, field, text(before?.[key]), text(after?.[key]));
}

const INSTANCES = [
  ['firstInstance', 'FirstInstance'],
  ['secondInstance', 'SecondInstance'],
  ['cassation', 'Cassation'],
] as const;

/** The meeting ids are unique across cases (meetings live inside their case). */
const nextMeetingId = (db: DemoDb) => Math.max(0, ...db.cases.flatMap((c) => (c.meetings ?? []).map((m) => m.id))) + 1;

function meetingOf(db: DemoDb, request: Request, item: Case, input: CaseMeetingInput, id: number): CaseMeeting {
  const existing = item.meetings?.find((m) => m.id === id);
  return {
    id,
    caseId: item.id,
    date: input.date,
    durationMinutes: input.durationMinutes ?? null,
    type: input.type,
    kind: input.kind,
    participants: (input.participantIds ?? []).flatMap((pid) => userRefOf(db, pid) ?? []),
    notes: input.notes ?? null,
    calendarEventId: existing?.calendarEventId ?? null,
    createdAt: existing?.createdAt ?? nowIso(),
    createdById: existing?.createdById ?? actingUserId(request) ?? null,
    ...(existing && stamp(request)),
  };
}

const defaultInvoiceSettings = (): CaseInvoiceSettings => ({
  paymentTermDays: 14,
  autoIssue: false,
  sendToClient: false,
});

/** The record of `list` with the query's id; null when the query names none, 400 when it names an unknown one. */
function chosen<T extends { id: number }>(list: T[], id: number | undefined, field: string, message: string) {
  if (id === undefined) return null;
  const found = list.find((record) => record.id === id);
  if (!found) throw badRequest({ [field]: [message] });
  return found;
}

export const caseFieldHandlers = (context: MockContext) => {
  const { db } = context;
  return [
    getSetCaseStatusMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Status', async (item) => {
        const { status } = validQuery((await schemas()).SetCaseStatusQueryParams, request);
        return setStatus(db, request, item, status);
      }),
    ),
    // Both product forms accept the id in the query or as the bare JSON body.
    ...[getSetCaseProductMockHandler, getUpdateCaseProductMockHandler].map((factory) =>
      factory(({ request, params }) =>
        changeCase(context, request, params.id, 'Product', async (item) => {
          const fromQuery = intParam(searchParams(request).get('productId'));
          return setProduct(db, request, item, fromQuery ?? intParam(String(await bareBody(request))));
        }),
      ),
    ),
    getSetCaseExpertMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Expert', async (item) => {
        const { expertId } = validQuery((await schemas()).SetCaseExpertQueryParams, request);
        setExpert(db, request, item, expertId);
      }),
    ),
    getSetCaseManagersMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Manager', async (item) => {
        const { managerIds } = await validBody((await schemas()).SetCaseManagersBody, request);
        setManagers(db, request, item, managerIds);
      }),
    ),
    getSetCaseManagerLeaderMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Leader', async (item) => {
        const { leaderId } = validQuery((await schemas()).SetCaseManagerLeaderQueryParams, request);
        setManagerLeader(db, request, item, leaderId);
      }),
    ),
    getSetCaseSalesPersonMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const { salesId } = validQuery((await schemas()).SetCaseSalesPersonQueryParams, request);
        setSalesPerson(db, item, salesId);
      }),
    ),
    getSetCaseClientCompanyMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const { companyName } = validQuery((await schemas()).SetCaseClientCompanyQueryParams, request);
        setCompanyName(db, request, item, companyName);
      }),
    ),
    getUpdateCaseCompanyDetailsMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).UpdateCaseCompanyDetailsBody, request);
        item.companyDetails = { ...input, ...stamp(request) };
      }),
    ),
    getUpdateCaseGeneralInfoMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const body = await validBody((await schemas()).UpdateCaseGeneralInfoBody, request);
        const input = { registerRemoval: false, bikRemoval: false, ...body };
        recordFields<CaseGeneralInfoInput>(db, request, item, item.generalInfo, input, [
          ['description', 'Description'],
          ['beginDate', 'BeginDate'],
          ['deadLine', 'DeadLine'],
          ['value', 'Value'],
          ['registerRemoval', 'RegisterRemoval'],
          ['bikRemoval', 'BikRemoval'],
        ]);
        item.generalInfo = { ...input, ...stamp(request) };
      }),
    ),
    getUpdateCaseLawsuitMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).UpdateCaseLawsuitBody, request);
        recordFields<CaseLawsuitInput>(db, request, item, item.lawsuit, input, [
          ['plaintiff', 'Plaintiff'],
          ['defendant', 'Defendant'],
          ['value', 'Value'],
        ]);
        for (const [key, prefix] of INSTANCES) {
          recordFields<CaseCourtInstance>(db, request, item, item.lawsuit?.[key], input[key], [
            ['status', `${prefix}Status`],
            ['judgeName', `${prefix}JudgeName`],
            ['court', `${prefix}Court`],
            ['signature', `${prefix}Signature`],
          ]);
        }
        item.lawsuit = { ...input, ...stamp(request) };
      }),
    ),
    getSetCaseVatPayerMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        item.isVatPayer = validQuery((await schemas()).SetCaseVatPayerQueryParams, request).isVatPayer;
      }),
    ),
    getSetCaseAccountingTypeMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'AccountingType', async (item) => {
        const query = validQuery((await schemas()).SetCaseAccountingTypeQueryParams, request);
        const type = chosen(
          db.accountingTypes,
          query.accountingTypeId,
          'accountingTypeId',
          'Nie znaleziono typu księgowości.',
        );
        recordIfChanged(db, request, item, 'AccountingType', item.accountingType?.name, type?.name);
        item.accountingTypeId = type?.id ?? null;
        item.accountingType = type && structuredClone(type);
      }),
    ),
    getSetCaseAccountingAttachmentTypeMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const query = validQuery((await schemas()).SetCaseAccountingAttachmentTypeQueryParams, request);
        const type = chosen(
          db.accountingAttachmentTypes,
          query.accountingAttachmentTypeId,
          'accountingAttachmentTypeId',
          'Nie znaleziono typu dokumentu.',
        );
        item.accountingAttachmentTypeId = type?.id ?? null;
        item.accountingAttachmentType = type && structuredClone(type);
      }),
    ),
    // The reached milestones (ids repeated: values=1&values=2); each newly reached one is a history entry.
    getSetCaseMilestonesMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Milestone', async (item) => {
        const ids = validQuery((await schemas()).SetCaseMilestonesQueryParams, request).values ?? [];
        const reached = db.milestones.filter((m) => ids.includes(m.id));
        if (reached.length !== new Set(ids).size) throw badRequest({ values: ['Nie znaleziono kamienia milowego.'] });
        const before = new Set((item.milestones ?? []).map((m) => m.id));
        reached.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
        for (const milestone of reached.filter((m) => !before.has(m.id)))
          recordChange(db, request, item, { changedValueName: 'Milestone', milestoneName: milestone.name });
        item.milestones = structuredClone(reached);
      }),
    ),
    getSetCaseLeadMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Lead', async (item) => {
        setLead(db, request, item, validQuery((await schemas()).SetCaseLeadQueryParams, request).leadId);
      }),
    ),
    getSetCasePricingPolicyMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).SetCasePricingPolicyBody, request);
        item.pricingPolicy = { ...input, ...stamp(request) };
      }),
    ),
    getDeleteCasePricingPolicyMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Other', (item) => {
        item.pricingPolicy = null;
      }),
    ),
    getSetCaseSubscriptionMockHandler(({ request, params }) =>
      changeCase(context, request, params.id, 'Subscription', async (item) => {
        const input = await validBody((await schemas()).SetCaseSubscriptionBody, request, (value) =>
          db.subscriptionDefinitions.some((d) => d.id === value.subscriptionDefinitionId)
            ? {}
            : { subscriptionDefinitionId: ['Nie znaleziono abonamentu.'] },
        );
        const definition = db.subscriptionDefinitions.find((d) => d.id === input.subscriptionDefinitionId)!;
        const before = item.subscription?.subscriptionDefinition?.name;
        recordIfChanged(db, request, item, 'Subscription', before, definition.name);
        item.subscription = { ...input, subscriptionDefinition: structuredClone(definition) };
      }),
    ),
    getDeleteCaseSubscriptionMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Subscription', (item) => {
        recordIfChanged(db, request, item, 'Subscription', item.subscription?.subscriptionDefinition?.name, null);
        item.subscription = null;
      }),
    ),
    getGetCaseInvoiceSettingsMockHandler(({ request, params }) => {
      const item = findCase(db, intParam(params.id as string));
      assertCaseAccess(db, request, item);
      return item.invoiceSettings ?? defaultInvoiceSettings();
    }),
    getUpdateCaseInvoiceSettingsMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).UpdateCaseInvoiceSettingsBody, request);
        item.invoiceSettings = { ...defaultInvoiceSettings(), ...input, ...stamp(request) };
        return item.invoiceSettings;
      }),
    ),

    // ---- meetings (kept inside their case)
    getCreateCaseMeetingMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).CreateCaseMeetingBody, request);
        const meeting = meetingOf(db, request, item, input, nextMeetingId(db));
        item.meetings = [...(item.meetings ?? []), meeting];
        return meeting;
      }),
    ),
    // The whole list: meetings with an id are replaced, those without are added, the ones left out removed.
    getSetCaseMeetingsMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).SetCaseMeetingsBody, request);
        let nextId = nextMeetingId(db);
        item.meetings = input.meetings.map((m) => {
          const known = m.id !== null && m.id !== undefined && item.meetings?.some((e) => e.id === m.id);
          return meetingOf(db, request, item, m, known ? m.id! : nextId++);
        });
        return item.meetings;
      }),
    ),
    getUpdateCaseMeetingMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Other', async (item) => {
        const id = intParam(params.meetingId as string);
        const index = item.meetings?.findIndex((m) => m.id === id) ?? -1;
        if (index < 0) throw notFound('Nie znaleziono spotkania');
        const input = await validBody((await schemas()).UpdateCaseMeetingBody, request);
        const meeting = meetingOf(db, request, item, input, id!);
        item.meetings![index] = meeting;
        return meeting;
      }),
    ),
    getDeleteCaseMeetingMockHandler(({ request, params }) =>
      inCase(context, request, params.id, 'Other', (item) => {
        const id = intParam(params.meetingId as string);
        if (!item.meetings?.some((m) => m.id === id)) throw notFound('Nie znaleziono spotkania');
        item.meetings = item.meetings.filter((m) => m.id !== id);
      }),
    ),
  ];
};
