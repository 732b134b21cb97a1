import {
  getListCaseSettlementIncomeMockHandler,
  getListSettlementIncomeMockHandler,
} from '@portal/sdk/mocks/settlements';
import type { Case, PaymentForecast, SalesRole, Settlement, SettlementIncome } from '@portal/sdk/model';
import type { RequestHandler } from 'msw';
import type { DemoDb } from '@/mocks/db/db';
import { assertStaff } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf, type Sortable } from '@/mocks/shared/lists';
import { findUser } from '@/mocks/shared/records';
import { searchParams, selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas, validParams, validQuery } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/settlements'));

/**
 * Who has which role in the sale of a case, and which of the settlement's per-role payment statuses is theirs.
 * The demo reads the people from the case record (the contract says only "lead, sales, leader, user leader or
 * expert"):
 * - Lead: whoever recorded the lead the case came from (`lead.createdById`);
 * - Sales: the case's sales person (`salesPersonId`);
 * - Leader: the case's manager leader (`managerLeaderId`);
 * - UserLeader: the leader of the user who does the work, i.e. the expert owner the case's expert works for;
 * - Expert: the case's expert (`expertId`).
 * One person may hold several roles in one sale: each is an entry of its own.
 */
const salesRoles: {
  role: SalesRole;
  status: keyof Pick<
    Settlement,
    | 'leadPaymentStatus'
    | 'salesPaymentStatus'
    | 'leaderPaymentStatus'
    | 'userLeaderPaymentStatus'
    | 'expertPaymentStatus'
  >;
  person: (db: DemoDb, item: Case) => number | null | undefined;
  /** The demo's share of the settlement's net amount, in per cent (the contract does not say how shares are set). */
  percent: number;
}[] = [
  {
    role: 'Lead',
    status: 'leadPaymentStatus',
    person: (db, item) => db.leads.find((lead) => lead.id === item.leadId)?.createdById,
    percent: 5,
  },
  { role: 'Sales', status: 'salesPaymentStatus', person: (_, item) => item.salesPersonId, percent: 10 },
  { role: 'Leader', status: 'leaderPaymentStatus', person: (_, item) => item.managerLeaderId, percent: 5 },
  {
    role: 'UserLeader',
    status: 'userLeaderPaymentStatus',
    person: (db, item) => findUser(db, item.expertId)?.expertOwnerId,
    percent: 5,
  },
  { role: 'Expert', status: 'expertPaymentStatus', person: (_, item) => item.expertId, percent: 60 },
];

/** `percent` per cent of `amount`, to the grosz. */
const percentOf = (amount: number, percent: number) => Math.round(amount * percent) / 100;

/**
 * The caller's income entries: one per settlement and role the caller holds in its case's sale. The expert's share
 * is the amount of the invoice the expert issued, once there is one; otherwise each role's share of the net amount.
 * Forecast settlements (no invoice yet) are listed too: the caller's forecast income.
 */
export function incomeOf(db: DemoDb, userId: number | undefined, settlements = db.settlements): SettlementIncome[] {
  if (userId === undefined) return [];
  const entries: SettlementIncome[] = [];
  for (const settlement of settlements) {
    const item = db.cases.find((c) => c.id === settlement.caseId);
    if (!item) continue;
    for (const { role, status, person, percent } of salesRoles) {
      if (person(db, item) !== userId) continue;
      const expertInvoice = role === 'Expert' ? settlement.expertInvoiceAmount : null;
      entries.push({
        settlementId: settlement.id,
        caseId: settlement.caseId,
        case: { id: item.id, name: item.name },
        role,
        invoiceNumber: settlement.invoiceNumber ?? null,
        issueDate: settlement.issueDate ?? null,
        paymentDate: settlement.paymentDate ?? null,
        grossAmount: settlement.grossAmount,
        amountDue: settlement.amountDue,
        paymentStatus: settlement.paymentStatus,
        shareAmount: expertInvoice ?? percentOf(settlement.amountDue, percent),
        sharePaymentStatus: (settlement[status] ?? 'Forecast') as PaymentForecast,
      });
    }
  }
  return entries;
}

/** The values `sortBy` can name (anything else sorts by the issue date). */
const sortKeys: Record<string, (entry: SettlementIncome) => Sortable> = {
  issuedate: (entry) => entry.issueDate,
  paymentdate: (entry) => entry.paymentDate,
  invoicenumber: (entry) => entry.invoiceNumber,
  case: (entry) => entry.case.name,
  role: (entry) => entry.role,
  grossamount: (entry) => entry.grossAmount,
  amountdue: (entry) => entry.amountDue,
  shareamount: (entry) => entry.shareAmount,
  paymentstatus: (entry) => entry.paymentStatus,
  sharepaymentstatus: (entry) => entry.sharePaymentStatus,
};

/** Entries in the order of `sortBy`/`sortDirection`; an entry without the value (a forecast's date) goes last. */
function sortEntries(entries: SettlementIncome[], sortBy: string | undefined, direction: 0 | 1) {
  const key = sortKeys[(sortBy ?? '').toLowerCase()] ?? sortKeys.issuedate;
  const sign = direction === 0 ? 1 : -1;
  const missing = (value: Sortable) => value === null || value === undefined;
  return entries.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (missing(x) !== missing(y)) return missing(x) ? 1 : -1;
    return (
      sign * compareValues(x, y) ||
      compareValues(a.invoiceNumber, b.invoiceNumber) ||
      compareValues(a.settlementId, b.settlementId) ||
      compareValues(a.role, b.role)
    );
  });
}

/**
 * The income calls: `GET Settlement/income` (the caller's entries in the selected organisation, paged, searched in
 * the invoice number, the case and the client, `from`/`to` on the issue date, so a forecast without one is left out
 * of a date range) and `GET Settlement/income/{caseId}` (the caller's entries of one case, newest first). A client
 * has no share in any sale: 403.
 */
export function settlementIncomeHandlers({ db }: MockContext): RequestHandler[] {
  const staffOnly = (request: Request) => {
    assertStaff(db, request);
    return actingUserId(request);
  };
  return [
    getListSettlementIncomeMockHandler(async ({ request }) => {
      const userId = staffOnly(request);
      const query = validQuery((await schemas()).ListSettlementIncomeQueryParams, request);
      const organisationId = selectedOrganisation(request);
      const inOrganisation = db.settlements.filter(
        (s) =>
          organisationId === undefined || db.cases.find((c) => c.id === s.caseId)?.organisationId === organisationId,
      );
      const found = incomeOf(db, userId, inOrganisation).filter((entry) => {
        const client = db.settlements.find((s) => s.id === entry.settlementId)?.client;
        return (
          (!query.from || (!!entry.issueDate && entry.issueDate >= query.from)) &&
          (!query.to || (!!entry.issueDate && entry.issueDate <= query.to)) &&
          matchesSearch(
            query.search ?? null,
            entry.invoiceNumber,
            entry.case.name,
            client && `${client.firstName} ${client.lastName}`,
          )
        );
      });
      return pageOf(sortEntries(found, query.sortBy, sortDirectionOf(searchParams(request))), searchParams(request));
    }),
    getListCaseSettlementIncomeMockHandler(async ({ request, params }) => {
      const userId = staffOnly(request);
      const { caseId } = validParams((await schemas()).ListCaseSettlementIncomeParams, params);
      if (!db.cases.some((c) => c.id === caseId)) throw notFound('Nie znaleziono sprawy');
      const ofCase = db.settlements.filter((s) => s.caseId === caseId);
      return sortEntries(incomeOf(db, userId, ofCase), 'issueDate', 1);
    }),
  ];
}
