import { SortDirection, type ListOverdueSettlementsParams } from '@portal/sdk/model';
import { oneOf, positiveInt, text, type SortOrder } from '@/components/lists/url-values';

/** Settlements per page. */
export const OVERDUE_PAGE_SIZE = 20;

/** The columns the list can be sorted by (the API's `sortBy` values). */
export const overdueSortFields = ['paymentDueDate', 'invoiceNumber', 'case', 'client', 'grossAmount'] as const;
export type OverdueSortField = (typeof overdueSortFields)[number];
/** The largest amount first when the amount column is picked. */
export const descendingFirst: readonly OverdueSortField[] = ['grossAmount'];

/** The view of /overdueSettlements as kept in the URL search params: the search, the sort and the page. */
export interface OverdueSearch {
  search?: string;
  sortBy: OverdueSortField;
  order: SortOrder;
  page: number;
}

/** The longest overdue first (the earliest due date) unless the URL says otherwise. */
export const defaultOverdueSort = { sortBy: 'paymentDueDate', order: 'asc' } as const satisfies Partial<OverdueSearch>;

/** Reads the view from the (untrusted) URL; anything malformed falls back to the default. */
export const parseOverdueSearch = (raw: Record<string, unknown>): OverdueSearch => ({
  search: text(raw.search),
  sortBy: oneOf(overdueSortFields, raw.sortBy) ?? defaultOverdueSort.sortBy,
  order: oneOf(['asc', 'desc'] as const, raw.order) ?? defaultOverdueSort.order,
  page: positiveInt(raw.page) ?? 1,
});

/** The view as the URL keeps it: defaults left out, so links stay short. */
export type OverdueUrlSearch = Partial<OverdueSearch>;

export function toOverdueUrlSearch(view: OverdueSearch): OverdueUrlSearch {
  const defaultOrder = view.sortBy === defaultOverdueSort.sortBy && view.order === defaultOverdueSort.order;
  return {
    search: view.search,
    sortBy: defaultOrder ? undefined : view.sortBy,
    order: defaultOrder ? undefined : view.order,
    page: view.page === 1 ? undefined : view.page,
  };
}

/** The route's `validateSearch` and `loaderDeps`. */
export const overdueSearchOptions = {
  validateSearch: (raw: Record<string, unknown>): OverdueUrlSearch => toOverdueUrlSearch(parseOverdueSearch(raw)),
  loaderDeps: ({ search }: { search: OverdueUrlSearch }) => search,
};

/** The query of one page of `GET Settlement/overdue`. */
export const overdueListParams = (view: OverdueSearch): ListOverdueSettlementsParams => ({
  search: view.search,
  sortBy: view.sortBy,
  sortDirection: view.order === 'asc' ? SortDirection.Oldest : SortDirection.Newest,
  page: view.page,
  pageSize: OVERDUE_PAGE_SIZE,
});
