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
import type { z } from 'zod';
import { recordChange, recordIfChanged } from '@/mocks/case-history/record';
import type { DemoDb } from '@/mocks/db/db';
import { assertCaseAccess } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { findCase, userRefOf } from '@/mocks/shared/records';
import { bareBody, intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
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

type CaseSchemas = Awaited<ReturnType<typeof schemas>>;
type Params = Record<string, string | readonly string[] | undefined>;
type ObjectSchemaName = { [K in keyof CaseSchemas]: CaseSchemas[K] extends z.ZodObject ? K : never }[keyof CaseSchemas];

export const caseFieldHandlers = (context: MockContext) => {
  const { db } = context;

  /**
   * A change of one value of the case, given in the query or the body and checked by the operation's schema
   * (`all[schema]`); `apply` may return the new value the announcement names.
   */
  const change =
    (from: 'query' | 'body') =>
    <K extends ObjectSchemaName>(
      field: CaseField,
      schema: K,
      apply: (item: Case, input: z.output<CaseSchemas[K]>, request: Request) => string | null | void,
    ) =>
    ({ request, params }: { request: Request; params: Params }) =>
      changeCase(context, request, params.id, field, async (item) => {
        const chosen = (await schemas())[schema] as z.ZodObject;
        const input = from === 'query' ? validQuery(chosen, request) : await validBody(chosen, request);
        return apply(item, input as z.output<CaseSchemas[K]>, request);
      });
  const fromQuery = change('query');
  const fromBody = change('body');

  return [
    getSetCaseStatusMockHandler(
      fromQuery('Status', 'SetCaseStatusQueryParams', (item, { status }, request) =>
        setStatus(db, request, item, status),
      ),
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
    getSetCaseExpertMockHandler(
      fromQuery('Expert', 'SetCaseExpertQueryParams', (item, { expertId }, request) =>
        setExpert(db, request, item, expertId),
      ),
    ),
    getSetCaseManagersMockHandler(
      fromBody('Manager', 'SetCaseManagersBody', (item, { managerIds }, request) =>
        setManagers(db, request, item, managerIds),
      ),
    ),
    getSetCaseManagerLeaderMockHandler(
      fromQuery('Leader', 'SetCaseManagerLeaderQueryParams', (item, { leaderId }, request) =>
        setManagerLeader(db, request, item, leaderId),
      ),
    ),
    getSetCaseSalesPersonMockHandler(
      fromQuery('Other', 'SetCaseSalesPersonQueryParams', (item, { salesId }) => setSalesPerson(db, item, salesId)),
    ),
    getSetCaseClientCompanyMockHandler(
      fromQuery('Other', 'SetCaseClientCompanyQueryParams', (item, { companyName }, request) =>
        setCompanyName(db, request, item, companyName),
      ),
    ),
    getUpdateCaseCompanyDetailsMockHandler(
      fromBody('Other', 'UpdateCaseCompanyDetailsBody', (item, input, request) => {
        item.companyDetails = { ...input, ...stamp(request) };
      }),
    ),
    getUpdateCaseGeneralInfoMockHandler(
      fromBody('Other', 'UpdateCaseGeneralInfoBody', (item, body, request) => {
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
    getUpdateCaseLawsuitMockHandler(
      fromBody('Other', 'UpdateCaseLawsuitBody', (item, input, request) => {
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
    getSetCaseVatPayerMockHandler(
      fromQuery('Other', 'SetCaseVatPayerQueryParams', (item, { isVatPayer }) => {
        item.isVatPayer = isVatPayer;
      }),
    ),
    getSetCaseAccountingTypeMockHandler(
      fromQuery('AccountingType', 'SetCaseAccountingTypeQueryParams', (item, query, request) => {
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
    getSetCaseAccountingAttachmentTypeMockHandler(
      fromQuery('Other', 'SetCaseAccountingAttachmentTypeQueryParams', (item, query) => {
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
    getSetCaseMilestonesMockHandler(
      fromQuery('Milestone', 'SetCaseMilestonesQueryParams', (item, { values: ids = [] }, request) => {
        const reached = db.milestones.filter((m) => ids.includes(m.id));
        if (reached.length !== new Set(ids).size) throw badRequest({ values: ['Nie znaleziono kamienia milowego.'] });
        const before = new Set((item.milestones ?? []).map((m) => m.id));
        reached.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
        for (const milestone of reached.filter((m) => !before.has(m.id)))
          recordChange(db, request, item, { changedValueName: 'Milestone', milestoneName: milestone.name });
        item.milestones = structuredClone(reached);
      }),
    ),
    getSetCaseLeadMockHandler(
      fromQuery('Lead', 'SetCaseLeadQueryParams', (item, { leadId }, request) => setLead(db, request, item, leadId)),
    ),
    getSetCasePricingPolicyMockHandler(
      fromBody('Other', 'SetCasePricingPolicyBody', (item, input, request) => {
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
