import { SortDirection, type ListSettlementIncomeParams } from '@portal/sdk/model';
import { day, oneOf, positiveInt, text, type SortOrder } from '@/components/lists/url-values';

/** Entries (or cases) per page. */
export const INCOME_PAGE_SIZE = 20;

/** The columns the income can be sorted by (the API's `sortBy` values). */
export const incomeSortFields = [
  'issueDate',
  'invoiceNumber',
  'case',
  'grossAmount',
  'amountDue',
  'shareAmount',
] as const;
export type IncomeSortField = (typeof incomeSortFields)[number];
/** Dates and amounts start with the newest or largest. */
export const descendingFirst: readonly IncomeSortField[] = ['issueDate', 'grossAmount', 'amountDue', 'shareAmount'];

/** Every entry, or the income summed per case (and one case's entries: `caseId`). */
export const incomeTabs = ['list', 'cases'] as const;
export type IncomeTab = (typeof incomeTabs)[number];

/**
 * The view of /income as kept in the URL search params, so back/forward and a shared link restore it: the filters
 * (search, the issue-date range `from`–`to`, both days included), the tab, the case whose income is open, the sort
 * and the page.
 */
export interface IncomeSearch {
  search?: string;
  from?: string;
  to?: string;
  tab: IncomeTab;
  caseId?: number;
  sortBy: IncomeSortField;
  order: SortOrder;
  page: number;
}

export const defaultIncomeSort = { sortBy: 'issueDate', order: 'desc' } as const satisfies Partial<IncomeSearch>;

/** Reads the view from the (untrusted) URL; anything malformed falls back to the default. */
export function parseIncomeSearch(raw: Record<string, unknown>): IncomeSearch {
  let from = day(raw.from);
  let to = day(raw.to);
  // a range given backwards is the same range
  if (from && to && from > to) [from, to] = [to, from];
  const caseId = positiveInt(raw.caseId);
  return {
    search: text(raw.search),
    from,
    to,
    // one case's income is opened from the income per case
    tab: caseId ? 'cases' : (oneOf(incomeTabs, raw.tab) ?? 'list'),
    caseId,
    sortBy: oneOf(incomeSortFields, raw.sortBy) ?? defaultIncomeSort.sortBy,
    order: oneOf(['asc', 'desc'] as const, raw.order) ?? defaultIncomeSort.order,
    page: positiveInt(raw.page) ?? 1,
  };
}

/** The view as the URL keeps it: defaults left out, so links stay short. */
export type IncomeUrlSearch = Partial<IncomeSearch>;

export function toIncomeUrlSearch(view: IncomeSearch): IncomeUrlSearch {
  const defaultOrder = view.sortBy === defaultIncomeSort.sortBy && view.order === defaultIncomeSort.order;
  return {
    search: view.search,
    from: view.from,
    to: view.to,
    tab: view.tab === 'list' || view.caseId ? undefined : view.tab,
    caseId: view.caseId,
    sortBy: defaultOrder ? undefined : view.sortBy,
    order: defaultOrder ? undefined : view.order,
    page: view.page === 1 ? undefined : view.page,
  };
}

/** The route's `validateSearch` and `loaderDeps`. */
export const incomeSearchOptions = {
  validateSearch: (raw: Record<string, unknown>): IncomeUrlSearch => toIncomeUrlSearch(parseIncomeSearch(raw)),
  loaderDeps: ({ search }: { search: IncomeUrlSearch }) => search,
};

/** The filters of the view (what every tab applies, and what "clear the filters" removes). */
export type IncomeFilters = Pick<IncomeSearch, 'search' | 'from' | 'to'>;
export const incomeFilters = ({ search, from, to }: IncomeSearch): IncomeFilters => ({ search, from, to });
export const hasIncomeFilters = (view: IncomeSearch) => !!(view.search || view.from || view.to);

/** The query of one page of `GET Settlement/income`. */
export const incomeListParams = (view: IncomeSearch): ListSettlementIncomeParams => ({
  ...incomeFilters(view),
  sortBy: view.sortBy,
  sortDirection: view.order === 'asc' ? SortDirection.Oldest : SortDirection.Newest,
  page: view.page,
  pageSize: INCOME_PAGE_SIZE,
});
