import { getListCaseSettlementIncomeQueryOptions, getListSettlementIncomeQueryOptions } from '@portal/sdk';
import { SortDirection, type SettlementIncome } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import {
  incomeFilters,
  incomeListParams,
  parseIncomeSearch,
  type IncomeFilters,
  type IncomeSearch,
  type IncomeUrlSearch,
} from './income-search';

// The caller's income from settlements: one page of the list for the table, every entry of the filtered list for
// the totals and the income per case, and the entries of one case. The route prefetches what its view shows.

/** One page of the list; the previous page stays on screen while the next one loads. */
export const incomePageQuery = (view: IncomeSearch) =>
  getListSettlementIncomeQueryOptions(incomeListParams(view), { query: { placeholderData: keepPreviousData } });

const everyIncomePageQuery = (filters: IncomeFilters, page: number) =>
  getListSettlementIncomeQueryOptions(
    { ...filters, sortBy: 'issueDate', sortDirection: SortDirection.Newest, page, pageSize: EVERY_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

/**
 * Every entry of the filtered list (the API pages it: the first page says how many more there are), for the totals
 * at the top, exact whatever page the table shows, and for the income per case.
 */
export const useEveryIncome = (filters: IncomeFilters) =>
  useEveryPage<SettlementIncome>((page) => everyIncomePageQuery(filters, page));

/** The caller's entries of one case (`GET Settlement/income/{caseId}`). */
export const caseIncomeQuery = (caseId: number) => getListCaseSettlementIncomeQueryOptions(caseId);

/**
 * The route's loader: what the view of the URL shows is fetched while the screen's code loads. A failure is not the
 * route's: the screen says it in place (a refusal under the page's title), so nothing here throws.
 */
export async function prefetchIncome(queryClient: QueryClient, search: IncomeUrlSearch): Promise<void> {
  const view = parseIncomeSearch(search);
  if (view.caseId) return queryClient.prefetchQuery(caseIncomeQuery(view.caseId));
  const totals = queryClient.prefetchQuery(everyIncomePageQuery(incomeFilters(view), 1));
  if (view.tab === 'cases') return totals;
  await Promise.all([queryClient.prefetchQuery(incomePageQuery(view)), totals]);
}
