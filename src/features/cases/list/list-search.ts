import { CaseStatus, SortDirection, type ListCasesParams } from '@portal/sdk/model';
import dayjs from 'dayjs';
import type { CaseFilter } from '@/features/cases/families';

/** Cases per page of every case list. */
export const CASE_PAGE_SIZE = 20;

/** The columns a case list can be sorted by (the API's `sortBy` values). */
export const caseSortFields = ['name', 'createdAt', 'status', 'client', 'product'] as const;
export type CaseSortField = (typeof caseSortFields)[number];
import type { SortOrder } from '@/components/SortableHeader';

export type { SortOrder };

/**
 * The view of a case list as kept in the URL search params, so back/forward and a shared link restore it.
 * Dates are `YYYY-MM-DD` (the range picker's own values); ids are numbers.
 */
export interface CaseListSearch {
  search?: string;
  status?: CaseStatus;
  productId?: number;
  clientId?: number;
  expertId?: number;
  managerId?: number;
  dateFrom?: string;
  dateTo?: string;
  sortBy: CaseSortField;
  order: SortOrder;
  page: number;
}

/** Newest first unless the URL says otherwise. */
export const defaultSort = { sortBy: 'createdAt', order: 'desc' } as const satisfies Partial<CaseListSearch>;

const id = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const day = (value: unknown) => {
  const candidate = text(value);
  return candidate && /^\d{4}-\d{2}-\d{2}$/.test(candidate) ? candidate : undefined;
};
const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.includes(value as T) ? (value as T) : undefined;

/** Reads the list view from the (untrusted) URL search params; anything malformed falls back to the default. */
export function parseCaseListSearch(raw: Record<string, unknown>): CaseListSearch {
  return {
    search: text(raw.search)?.trim() || undefined,
    status: oneOf(Object.values(CaseStatus), raw.status),
    productId: id(raw.productId),
    clientId: id(raw.clientId),
    expertId: id(raw.expertId),
    managerId: id(raw.managerId),
    dateFrom: day(raw.dateFrom),
    dateTo: day(raw.dateTo),
    sortBy: oneOf(caseSortFields, raw.sortBy) ?? defaultSort.sortBy,
    order: oneOf(['asc', 'desc'] as const, raw.order) ?? defaultSort.order,
    page: id(raw.page) ?? 1,
  };
}

/** The filter keys of the view (what "clear the filters" removes). */
export const caseFilterKeys = [
  'search',
  'status',
  'productId',
  'clientId',
  'expertId',
  'managerId',
  'dateFrom',
  'dateTo',
] as const satisfies readonly (keyof CaseListSearch)[];
export type CaseFilterValues = Partial<Pick<CaseListSearch, (typeof caseFilterKeys)[number]>>;

/** The view keys each filter control sets. */
const filterViewKeys: Record<CaseFilter, readonly (typeof caseFilterKeys)[number][]> = {
  search: ['search'],
  status: ['status'],
  product: ['productId'],
  client: ['clientId'],
  expert: ['expertId'],
  manager: ['managerId'],
  dateRange: ['dateFrom', 'dateTo'],
};

/** A link may carry filters the family hides (e.g. status on the client's list): they are not applied. */
export function withoutHiddenFilters(view: CaseListSearch, hidden: readonly CaseFilter[]): CaseListSearch {
  const shown = { ...view };
  for (const key of hidden.flatMap((filter) => filterViewKeys[filter])) delete shown[key];
  return shown;
}

export const hasActiveFilters = (view: CaseListSearch) => caseFilterKeys.some((key) => view[key] !== undefined);

/**
 * The query params of the API list. `dateTo` is exclusive on the server, so the picked last day is sent as the
 * start of the next day.
 */
export function caseListParams(view: CaseListSearch): ListCasesParams {
  return {
    search: view.search,
    status: view.status,
    productId: view.productId,
    clientId: view.clientId,
    expertId: view.expertId,
    managerId: view.managerId,
    dateFrom: view.dateFrom ? dayjs(view.dateFrom).startOf('day').toISOString() : undefined,
    dateTo: view.dateTo ? dayjs(view.dateTo).add(1, 'day').startOf('day').toISOString() : undefined,
    sortBy: view.sortBy,
    sortDirection: view.order === 'asc' ? SortDirection.Oldest : SortDirection.Newest,
    page: view.page,
    pageSize: CASE_PAGE_SIZE,
  };
}

/** A list view as the URL keeps it: defaults are left out, so links stay short. */
export type CaseListUrlSearch = Partial<CaseListSearch>;

/** The URL search params of a view. */
export function toUrlSearch(view: CaseListSearch): CaseListUrlSearch {
  const defaultOrder = view.sortBy === defaultSort.sortBy && view.order === defaultSort.order;
  return {
    ...Object.fromEntries(caseFilterKeys.map((key) => [key, view[key]])),
    sortBy: defaultOrder ? undefined : view.sortBy,
    order: defaultOrder ? undefined : view.order,
    page: view.page === 1 ? undefined : view.page,
  };
}

/**
 * The `validateSearch` and `loaderDeps` of a family's list route: the URL's search params validated (a filter the
 * family hides is dropped, whatever the link says) and kept as the loader's dependencies.
 */
export const caseListSearchOptions = (hiddenFilters: readonly CaseFilter[]) => ({
  validateSearch: (raw: Record<string, unknown>): CaseListUrlSearch =>
    toUrlSearch(withoutHiddenFilters(parseCaseListSearch(raw), hiddenFilters)),
  loaderDeps: ({ search }: { search: CaseListUrlSearch }) => search,
});
