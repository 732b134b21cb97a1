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
import {
  MeetingType,
  PlanKind,
  type Case,
  type CaseCompanyDetailsInput,
  type CaseCourtInstance,
  type CaseField,
  type CaseGeneralInfoInput,
  type CaseInvoiceSettings,
  type CaseInvoiceSettingsInput,
  type CaseLawsuitInput,
  type CaseManagersInput,
  type CaseMeeting,
  type CaseMeetingInput,
  type CaseMeetingsInput,
  type CasePricingPolicyInput,
  type CaseSubscriptionInput,
} from '@portal/sdk/model';
import { actingUserId } from '../acting-user';
import type { DemoDb } from '../db/db';
import { assertCaseAccess } from './access';
import {
  changeCase,
  setCompanyName,
  setExpert,
  setLead,
  setManagerLeader,
  setManagers,
  setProduct,
  setSalesPerson,
  setStatus,
  touch,
} from './case-changes';
import { recordChange, recordIfChanged } from './history';
import {
  badRequest,
  bareBody,
  boolParam,
  findCase,
  intParam,
  jsonBody,
  notFound,
  nowIso,
  searchParams,
  userRefOf,
} from './shared';

type Params = Record<string, string | readonly string[] | undefined>;

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

function meetingOf(
  db: DemoDb,
  request: Request,
  item: Case,
  input: CaseMeetingInput | undefined,
  id: number,
): CaseMeeting {
  const errors: Record<string, string[]> = {};
  if (!input?.date || Number.isNaN(Date.parse(input.date))) errors.date = ['Podaj datę spotkania.'];
  if (!Object.values(MeetingType).includes(input?.type as MeetingType)) errors.type = ['Nieznany rodzaj spotkania.'];
  if (!Object.values(PlanKind).includes(input?.kind as PlanKind))
    errors.kind = ['Podaj, czy spotkanie jest planowane.'];
  if (Object.keys(errors).length) throw badRequest(errors);
  const existing = item.meetings?.find((m) => m.id === id);
  return {
    id,
    caseId: item.id,
    date: input!.date,
    durationMinutes: input!.durationMinutes ?? null,
    type: input!.type,
    kind: input!.kind,
    participants: (input!.participantIds ?? []).flatMap((pid) => userRefOf(db, pid) ?? []),
    notes: input!.notes ?? null,
    calendarEventId: existing?.calendarEventId ?? null,
    createdAt: existing?.createdAt ?? nowIso(),
    createdById: existing?.createdById ?? actingUserId(request) ?? null,
    ...(existing && stamp(request)),
  };
}

/** Finds the case of a meeting call, checks access, and saves after `change`. */
function withCase<T>(db: DemoDb, request: Request, params: Params, change: (item: Case) => T): T {
  const item = findCase(db, intParam(params.id));
  assertCaseAccess(db, request, item);
  const result = change(item);
  touch(item, request);
  db.save();
  return result;
}

const defaultInvoiceSettings = (): CaseInvoiceSettings => ({
  paymentTermDays: 14,
  autoIssue: false,
  sendToClient: false,
});

export const caseFieldHandlers = (db: DemoDb) => [
  getSetCaseStatusMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) => setStatus(db, request, item, searchParams(request).get('status'))),
  ),
  // Both product forms accept the id in the query or as the bare JSON body.
  ...[getSetCaseProductMockHandler, getUpdateCaseProductMockHandler].map((factory) =>
    factory(({ request, params }) =>
      changeCase(db, request, params.id, async (item) => {
        const fromQuery = intParam(searchParams(request).get('productId'));
        setProduct(db, request, item, fromQuery ?? intParam(String(await bareBody(request))));
      }),
    ),
  ),
  getSetCaseExpertMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) =>
      setExpert(db, request, item, intParam(searchParams(request).get('expertId')) ?? null),
    ),
  ),
  getSetCaseManagersMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const input = await jsonBody<CaseManagersInput>(request);
      if (!Array.isArray(input?.managerIds)) throw badRequest({ managerIds: ['Podaj listę managerów.'] });
      setManagers(db, request, item, input.managerIds);
    }),
  ),
  getSetCaseManagerLeaderMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) =>
      setManagerLeader(db, request, item, intParam(searchParams(request).get('leaderId')) ?? null),
    ),
  ),
  getSetCaseSalesPersonMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) =>
      setSalesPerson(db, item, intParam(searchParams(request).get('salesId')) ?? null),
    ),
  ),
  getSetCaseClientCompanyMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) =>
      setCompanyName(db, request, item, searchParams(request).get('companyName')),
    ),
  ),
  getUpdateCaseCompanyDetailsMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const input = (await jsonBody<CaseCompanyDetailsInput>(request)) ?? {};
      item.companyDetails = { ...input, ...stamp(request) };
    }),
  ),
  getUpdateCaseGeneralInfoMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const input = { registerRemoval: false, bikRemoval: false, ...(await jsonBody<CaseGeneralInfoInput>(request)) };
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
    changeCase(db, request, params.id, async (item) => {
      const input = (await jsonBody<CaseLawsuitInput>(request)) ?? {};
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
    changeCase(db, request, params.id, (item) => {
      const value = boolParam(searchParams(request).get('isVatPayer'));
      if (value === undefined) throw badRequest({ isVatPayer: ['Brak wartości isVatPayer.'] });
      item.isVatPayer = value;
    }),
  ),
  getSetCaseAccountingTypeMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) => {
      const id = intParam(searchParams(request).get('accountingTypeId'));
      const type = id === undefined ? null : db.accountingTypes.find((t) => t.id === id);
      if (type === undefined) throw badRequest({ accountingTypeId: ['Nie znaleziono typu księgowości.'] });
      recordIfChanged(db, request, item, 'AccountingType', item.accountingType?.name, type?.name);
      item.accountingTypeId = type?.id ?? null;
      item.accountingType = type && structuredClone(type);
    }),
  ),
  getSetCaseAccountingAttachmentTypeMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) => {
      const id = intParam(searchParams(request).get('accountingAttachmentTypeId'));
      const type = id === undefined ? null : db.accountingAttachmentTypes.find((t) => t.id === id);
      if (type === undefined) throw badRequest({ accountingAttachmentTypeId: ['Nie znaleziono typu dokumentu.'] });
      item.accountingAttachmentTypeId = type?.id ?? null;
      item.accountingAttachmentType = type && structuredClone(type);
    }),
  ),
  // The reached milestones (ids repeated: values=1&values=2); each newly reached one is a history entry.
  getSetCaseMilestonesMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, (item) => {
      const ids = searchParams(request)
        .getAll('values')
        .flatMap((v) => v.split(','))
        .map((v) => intParam(v));
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
    changeCase(db, request, params.id, (item) =>
      setLead(db, request, item, intParam(searchParams(request).get('leadId')) ?? null),
    ),
  ),
  getSetCasePricingPolicyMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const input = await jsonBody<CasePricingPolicyInput>(request);
      if (typeof input?.netAmount !== 'number' || input.netAmount < 0)
        throw badRequest({ netAmount: ['Podaj kwotę netto (co najmniej 0).'] });
      item.pricingPolicy = { ...input, ...stamp(request) };
    }),
  ),
  getDeleteCasePricingPolicyMockHandler(({ request, params }) =>
    withCase(db, request, params, (item) => {
      item.pricingPolicy = null;
    }),
  ),
  getSetCaseSubscriptionMockHandler(({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const input = await jsonBody<CaseSubscriptionInput>(request);
      const definition = db.subscriptionDefinitions.find((d) => d.id === input?.subscriptionDefinitionId);
      const errors: Record<string, string[]> = {};
      if (!definition) errors.subscriptionDefinitionId = ['Nie znaleziono abonamentu.'];
      if (!input?.beginDate) errors.beginDate = ['Podaj datę rozpoczęcia.'];
      if (Object.keys(errors).length) throw badRequest(errors);
      recordIfChanged(
        db,
        request,
        item,
        'Subscription',
        item.subscription?.subscriptionDefinition?.name,
        definition!.name,
      );
      item.subscription = { ...input!, subscriptionDefinition: structuredClone(definition!) };
    }),
  ),
  getDeleteCaseSubscriptionMockHandler(({ request, params }) =>
    withCase(db, request, params, (item) => {
      recordIfChanged(db, request, item, 'Subscription', item.subscription?.subscriptionDefinition?.name, null);
      item.subscription = null;
    }),
  ),
  getGetCaseInvoiceSettingsMockHandler(({ request, params }) => {
    const item = findCase(db, intParam(params.id as string));
    assertCaseAccess(db, request, item);
    return item.invoiceSettings ?? defaultInvoiceSettings();
  }),
  getUpdateCaseInvoiceSettingsMockHandler(async ({ request, params }) => {
    const input = (await jsonBody<CaseInvoiceSettingsInput>(request)) ?? {};
    return withCase(db, request, params, (item) => {
      item.invoiceSettings = { ...defaultInvoiceSettings(), ...input, ...stamp(request) };
      return item.invoiceSettings;
    });
  }),

  // ---- meetings (kept inside their case)
  getCreateCaseMeetingMockHandler(async ({ request, params }) => {
    const input = await jsonBody<CaseMeetingInput>(request);
    return withCase(db, request, params, (item) => {
      const meeting = meetingOf(db, request, item, input, nextMeetingId(db));
      item.meetings = [...(item.meetings ?? []), meeting];
      return meeting;
    });
  }),
  // The whole list: meetings with an id are replaced, those without are added, the ones left out removed.
  getSetCaseMeetingsMockHandler(async ({ request, params }) => {
    const input = await jsonBody<CaseMeetingsInput>(request);
    if (!Array.isArray(input?.meetings)) throw badRequest({ meetings: ['Podaj listę spotkań.'] });
    return withCase(db, request, params, (item) => {
      let nextId = nextMeetingId(db);
      const meetings = input.meetings.map((m) => {
        const known = m.id !== null && m.id !== undefined && item.meetings?.some((e) => e.id === m.id);
        return meetingOf(db, request, item, m, known ? m.id! : nextId++);
      });
      item.meetings = meetings;
      return meetings;
    });
  }),
  getUpdateCaseMeetingMockHandler(async ({ request, params }) => {
    const input = await jsonBody<CaseMeetingInput>(request);
    return withCase(db, request, params, (item) => {
      const id = intParam(params.meetingId as string);
      const index = item.meetings?.findIndex((m) => m.id === id) ?? -1;
      if (index < 0) throw notFound('Nie znaleziono spotkania');
      const meeting = meetingOf(db, request, item, input, id!);
      item.meetings![index] = meeting;
      return meeting;
    });
  }),
  getDeleteCaseMeetingMockHandler(({ request, params }) =>
    withCase(db, request, params, (item) => {
      const id = intParam(params.meetingId as string);
      if (!item.meetings?.some((m) => m.id === id)) throw notFound('Nie znaleziono spotkania');
      item.meetings = item.meetings.filter((m) => m.id !== id);
    }),
  ),
];
