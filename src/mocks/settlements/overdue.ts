import { getListOverdueSettlementsMockHandler } from '@portal/sdk/mocks/settlements';
import type { Settlement } from '@portal/sdk/model';
import type { RequestHandler } from 'msw';
import { localToday } from '@/lib/settlements/payment-rules';
import type { DemoDb } from '@/mocks/db/db';
import { assertStaff } from '@/mocks/shared/access';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf, type Sortable } from '@/mocks/shared/lists';
import { searchParams, selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas, validQuery } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/settlements'));

/**
 * Overdue: the invoice is issued and not paid (paymentStatus InvoiceIssued) and its due date is before today, the
 * user's day as the screens count it (due today is not late yet).
 */
export const isOverdueSettlement = (settlement: Settlement, today = localToday()) =>
  settlement.paymentStatus === 'InvoiceIssued' && !!settlement.paymentDueDate && settlement.paymentDueDate < today;

const clientName = (settlement: Settlement) =>
  settlement.client ? `${settlement.client.lastName} ${settlement.client.firstName}` : null;

/** The values `sortBy` can name (anything else sorts by the due date). */
const sortKeys: Record<string, (settlement: Settlement) => Sortable> = {
  paymentduedate: (s) => s.paymentDueDate,
  issuedate: (s) => s.issueDate,
  invoicenumber: (s) => s.invoiceNumber,
  case: (s) => s.case.name,
  client: clientName,
  grossamount: (s) => s.grossAmount,
};

/** The overdue settlements of the selected organisation (every organisation when none is selected). */
export function overdueSettlements(db: DemoDb, organisationId: number | undefined, today = localToday()) {
  return db.settlements.filter(
    (s) =>
      isOverdueSettlement(s, today) &&
      (organisationId === undefined || db.cases.find((c) => c.id === s.caseId)?.organisationId === organisationId),
  );
}

/**
 * `GET Settlement/overdue`: the overdue settlements, searched in the invoice number, the case and the client, sorted
 * (`paymentDueDate` when `sortBy` names nothing known; descending unless `sortDirection` is 0, as every list) and
 * paged. Staff only: a client gets 403 (their own are `GET Settlement/client`).
 */
export function overdueSettlementsHandlers({ db }: MockContext): RequestHandler[] {
  return [
    getListOverdueSettlementsMockHandler(async ({ request }) => {
      assertStaff(db, request);
      const query = validQuery((await schemas()).ListOverdueSettlementsQueryParams, request);
      const key = sortKeys[(query.sortBy ?? '').toLowerCase()] ?? sortKeys.paymentduedate;
      const sign = sortDirectionOf(searchParams(request)) === 0 ? 1 : -1;
      const found = overdueSettlements(db, selectedOrganisation(request))
        .filter((s) =>
          matchesSearch(
            query.search ?? null,
            s.invoiceNumber,
            s.case.name,
            s.client && `${s.client.firstName} ${s.client.lastName}`,
          ),
        )
        .sort(
          (a, b) =>
            sign * compareValues(key(a), key(b)) ||
            compareValues(a.paymentDueDate, b.paymentDueDate) ||
            compareValues(a.id, b.id),
        );
      return pageOf(found, searchParams(request));
    }),
  ];
}
