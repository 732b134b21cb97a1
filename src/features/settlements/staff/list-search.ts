import { SortDirection, type ListSettlementsParams } from '@portal/sdk/model';
import { day, oneOf, positiveInt, text } from '@/components/lists/url-values';
import type { SortOrder } from '@/components/SortableHeader';

export const SETTLEMENT_PAGE_SIZE = 20;
export const settlementSortFields = [
  'issueDate',
  'paymentDueDate',
  'grossAmount',
  'invoiceNumber',
  'case',
  'client',
] as const;
export type SettlementSortField = (typeof settlementSortFields)[number];

const paymentStatuses = ['Forecast', 'InvoiceIssued', 'Paid'] as const;
const collectionStatuses = ['InvoiceIssued', 'Paid', 'Overdue'] as const;

/** The staff's settlements list as the URL keeps it: filters, sort and page (defaults left out). */
export interface SettlementListSearch {
  search?: string;
  paymentStatus?: (typeof paymentStatuses)[number];
  collectionStatus?: (typeof collectionStatuses)[number];
  /** Issue dates, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  sortBy?: SettlementSortField;
  order?: SortOrder;
  page?: number;
}

/** Reads the view from the (untrusted) URL; what is malformed is dropped, defaults are left out. */
export function parseSettlementListSearch(raw: Record<string, unknown>): SettlementListSearch {
  const sortBy = oneOf(settlementSortFields, raw.sortBy);
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  const page = positiveInt(raw.page);
  const search = text(raw.search);
  return {
    ...(search && { search }),
    ...(oneOf(paymentStatuses, raw.paymentStatus) && { paymentStatus: raw.paymentStatus as never }),
    ...(oneOf(collectionStatuses, raw.collectionStatus) && { collectionStatus: raw.collectionStatus as never }),
    ...(day(raw.from) && { from: day(raw.from) }),
    ...(day(raw.to) && { to: day(raw.to) }),
    ...(sortBy && sortBy !== 'issueDate' && { sortBy }),
    ...(order === 'asc' && { order }),
    ...(page && page > 1 && { page }),
  };
}

/** Newest issue date first unless the URL says otherwise. */
export const sortOf = (view: SettlementListSearch) => ({
  sortBy: view.sortBy ?? 'issueDate',
  order: view.order ?? 'desc',
});

export const settlementListParams = (view: SettlementListSearch): ListSettlementsParams => ({
  search: view.search,
  paymentStatus: view.paymentStatus,
  collectionStatus: view.collectionStatus,
  from: view.from,
  to: view.to,
  sortBy: sortOf(view).sortBy,
  sortDirection: sortOf(view).order === 'asc' ? SortDirection.Oldest : SortDirection.Newest,
  page: view.page ?? 1,
  pageSize: SETTLEMENT_PAGE_SIZE,
});
