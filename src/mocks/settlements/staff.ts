import * as mocks from '@portal/sdk/mocks/settlements';
import type { Settlement, SettlementInput } from '@portal/sdk/model';
import { portalOrigin } from '@/mocks/card-provider/page-address';
import type { DemoDb } from '@/mocks/db/db';
import { fakerAnswer } from '@/mocks/fallback';
import { assertStaff, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, failOn, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf, type Sortable } from '@/mocks/shared/lists';
import { userRefOf } from '@/mocks/shared/records';
import { nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const schemas = lazySchemas(() => import('@portal/sdk/zod/settlements'));
type Schemas = Awaited<ReturnType<typeof schemas>>;

const sortKeys: Record<string, (s: Settlement) => Sortable> = {
  issueDate: (s) => s.issueDate,
  paymentDueDate: (s) => s.paymentDueDate,
  paymentDate: (s) => s.paymentDate,
  grossAmount: (s) => s.grossAmount,
  invoiceNumber: (s) => s.invoiceNumber,
  case: (s) => s.case.name,
  client: (s) => (s.client ? `${s.client.lastName} ${s.client.firstName}` : null),
};

/** The per-role payment statuses, each with its own call (`PUT Settlement/{id}/payment/<role>?status=`). */
const roleStatuses = [
  ['Client', 'clientPaymentStatus'],
  ['Expert', 'expertPaymentStatus'],
  ['Lead', 'leadPaymentStatus'],
  ['Leader', 'leaderPaymentStatus'],
  ['Sales', 'salesPaymentStatus'],
  ['UserLeader', 'userLeaderPaymentStatus'],
] as const;

/**
 * The staff's settlement calls: the list with filters, sort and paging, one settlement, create and replace, the
 * payment statuses (the settlement's and each share's), the payment date, notes, the expert's invoice, the
 * payment link and the notification to the client. Clients are refused (403): theirs are the client calls.
 */
export const staffSettlementsHandlers = ({ db }: MockContext) => {
  const staffOnly = (request: Request) => assertStaff(db, request);
  const find = (request: Request, id: unknown) => {
    staffOnly(request);
    const settlement = db.settlements.find((s) => s.id === id);
    if (!settlement) throw notFound('Nie znaleziono rozliczenia');
    return settlement;
  };
  /** A change by one of the settlement's own calls: applied, saved and answered with the settlement. */
  const change = (request: Request, id: unknown, apply: (s: Settlement) => void) => {
    const settlement = find(request, id);
    apply(settlement);
    Object.assign(settlement, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    db.save();
    return settlement;
  };
  const withQuery =
    <K extends keyof Schemas>(schema: K, apply: (s: Settlement, query: Record<string, unknown>) => void) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const query = validQuery((await schemas())[schema] as never, request) as Record<string, unknown>;
      return change(request, params.id, (s) => apply(s, query));
    };

  return [
    mocks.getListSettlementsMockHandler(async ({ request }) => {
      staffOnly(request);
      const q = validQuery((await schemas()).ListSettlementsQueryParams, request);
      const items = db.settlements.filter(
        (s) =>
          (q.caseId === undefined || s.caseId === q.caseId) &&
          (!q.paymentStatus || s.paymentStatus === q.paymentStatus) &&
          (!q.collectionStatus || s.collectionStatus === q.collectionStatus) &&
          (!q.from || (!!s.issueDate && s.issueDate >= q.from)) &&
          (!q.to || (!!s.issueDate && s.issueDate <= q.to)) &&
          matchesSearch(q.search ?? null, s.invoiceNumber, s.case.name, s.client?.firstName, s.client?.lastName),
      );
      const key = sortKeys[q.sortBy ?? 'issueDate'] ?? sortKeys.issueDate;
      const direction = sortDirectionOf(searchParams(request));
      // what has no value to sort by goes last either way
      const missing = (s: Settlement) => (key(s) === null || key(s) === undefined ? 1 : 0);
      items.sort(
        (a, b) =>
          missing(a) - missing(b) ||
          (direction === 0 ? 1 : -1) * compareValues(key(a), key(b)) ||
          compareValues(a.id, b.id),
      );
      return pageOf(items, searchParams(request));
    }),
    mocks.getListSettlementsForCaseMockHandler(async ({ request }) => {
      staffOnly(request);
      const { caseId } = validQuery((await schemas()).ListSettlementsForCaseQueryParams, request);
      if (!db.cases.some((c) => c.id === caseId)) throw notFound('Nie znaleziono sprawy');
      return db.settlements
        .filter((s) => s.caseId === caseId)
        .sort((a, b) => compareValues(b.issueDate, a.issueDate) || compareValues(a.id, b.id));
    }),
    mocks.getListSettlementsForContextUserMockHandler(async ({ request }) => {
      staffOnly(request);
      const q = validQuery((await schemas()).ListSettlementsForContextUserQueryParams, request);
      const userId = actingUserId(request);
      // an administrator keeps every case's; anyone else the cases they work on (manager, expert, leader, sales)
      const admin = rolesOf(db, userId).includes('Admin');
      const own = new Set(
        db.cases
          .filter(
            (c) =>
              admin ||
              [c.expertId, c.managerLeaderId, c.salesPersonId, ...c.managers.map((m) => m.id)].includes(userId),
          )
          .map((c) => c.id),
      );
      const items = db.settlements
        .filter((s) => own.has(s.caseId))
        .filter((s) =>
          matchesSearch(q.search ?? null, s.invoiceNumber, s.case.name, s.client?.firstName, s.client?.lastName),
        )
        .sort(
          (a, b) => compareValues(a.client?.lastName, b.client?.lastName) || compareValues(b.issueDate, a.issueDate),
        );
      return pageOf(items, searchParams(request));
    }),
    mocks.getGetSettlementMockHandler(async ({ request, params }) => {
      // the calls the demo keeps no state for (Settlement/unpaid …) reach here: the faker answers them
      if (!UUID.test(String(params.id))) throw (await fakerAnswer(request)) ?? notFound();
      return find(request, params.id);
    }),
    mocks.getCreateSettlementMockHandler(async ({ request }) => {
      staffOnly(request);
      const input = await validBody((await schemas()).CreateSettlementBody, request, caseRule(db));
      const settlement = {
        ...fromInput(db, input),
        id: db.nextSettlementId(),
        notificationSentAt: null,
        attachments: [],
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      } satisfies Settlement;
      db.settlements.push(settlement);
      db.save();
      return settlement;
    }),
    mocks.getUpdateSettlementMockHandler(async ({ request, params }) => {
      const existing = find(request, params.id);
      const input = await validBody((await schemas()).UpdateSettlementBody, request, caseRule(db));
      return change(request, existing.id, (s) => Object.assign(s, fromInput(db, input)));
    }),
    mocks.getPatchSettlementMockHandler(async ({ request, params }) => {
      find(request, params.id);
      const patch = await validBody((await schemas()).PatchSettlementBody, request);
      if (patch.caseId !== undefined) failOn(caseRule(db)({ caseId: patch.caseId } as SettlementInput));
      return change(request, params.id, (s) =>
        Object.assign(s, patch, patch.caseId !== undefined && fromCase(db, patch.caseId)),
      );
    }),
    mocks.getDeleteSettlementMockHandler(({ request, params }) => {
      const settlement = find(request, params.id);
      db.settlements.splice(db.settlements.indexOf(settlement), 1);
      db.save();
      return undefined as never;
    }),
    mocks.getSetSettlementStatusMockHandler(async ({ request }) => {
      const { status, id } = validQuery((await schemas()).SetSettlementStatusQueryParams, request);
      return change(request, id, (s) => {
        // a card payment's outcome is the provider's: "Paid" by hand is refused while one is under way
        if (status === 'Paid' && (s.payuStatus === 'PENDING' || s.payuStatus === 'WAITING_FOR_CONFIMRATION'))
          throw badRequest({ status: ['Płatność kartą czeka na potwierdzenie operatora.'] });
        s.paymentStatus = status;
        s.clientPaymentStatus = status;
        if (status !== 'Forecast')
          s.collectionStatus = status === 'Paid' ? 'Paid' : (s.collectionStatus ?? 'InvoiceIssued');
        if (status === 'Paid') s.paymentDate ??= nowIso().slice(0, 10);
      });
    }),
    ...roleStatuses.map(([role, field]) =>
      mocks[`getSetSettlement${role}PaymentStatusMockHandler`](
        withQuery(`SetSettlement${role}PaymentStatusQueryParams`, (s, { status }) => {
          (s as unknown as Record<string, unknown>)[field] = status;
        }),
      ),
    ),
    mocks.getSetSettlementPaymentDateMockHandler(
      withQuery('SetSettlementPaymentDateQueryParams', (s, { date }) => {
        s.paymentDate = date as string;
      }),
    ),
    mocks.getSetSettlementNotesMockHandler(
      withQuery('SetSettlementNotesQueryParams', (s, { notes }) => {
        s.notes = (notes as string | undefined)?.trim() || null;
      }),
    ),
    mocks.getSetSettlementExpertInvoiceMockHandler(
      withQuery('SetSettlementExpertInvoiceQueryParams', (s, { invoiceNumber }) => {
        s.expertInvoiceNumber = (invoiceNumber as string | undefined)?.trim() || null;
      }),
    ),
    mocks.getSetSettlementExpertInvoiceAmountMockHandler(
      withQuery('SetSettlementExpertInvoiceAmountQueryParams', (s, { amount }) => {
        s.expertInvoiceAmount = amount as number;
      }),
    ),
    mocks.getGetSettlementPaymentLinkMockHandler(({ request, params }) => ({
      paymentLink: new URL(`/checkout/${find(request, params.id).id}`, portalOrigin(request)).href,
    })),
    mocks.getSendSettlementNotificationMockHandler(
      ({ request, params }) => change(request, params.id, (s) => (s.notificationSentAt = nowIso())) as never,
    ),
  ];
};

/** The case of a settlement must exist. */
const caseRule = (db: DemoDb) => (input: SettlementInput) => ({
  caseId: db.cases.some((c) => c.id === input.caseId) ? undefined : ['Nie ma takiej sprawy.'],
});

/** A settlement's stored fields from the input: the case's name and client come from the case. */
function fromInput(db: DemoDb, input: SettlementInput) {
  return {
    issueDate: null,
    invoiceNumber: null,
    invoiceId: null,
    paymentDueDate: null,
    paymentDate: null,
    collectionStatus: null,
    notes: null,
    expertInvoiceNumber: null,
    expertInvoiceAmount: null,
    payuStatus: null,
    ...input,
    ...fromCase(db, input.caseId),
  };
}

/** What a settlement copies from its case: the case's name and its client. */
function fromCase(db: DemoDb, caseId: number) {
  const item = db.cases.find((c) => c.id === caseId)!;
  return { case: { id: item.id, name: item.name }, client: userRefOf(db, item.clientId) };
}
