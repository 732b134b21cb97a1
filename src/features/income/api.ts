import { getListCaseSettlementIncomeQueryOptions, getListSettlementIncomeQueryOptions } from '@portal/sdk';
import { SortDirection, type ListSettlementIncomeParams, type SettlementIncome } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { incomeFilters, incomeList, incomeTab, type IncomeFilters, type IncomeSearch } from './list';

// The caller's income from settlements: one page of the list for the table, every entry of the filtered list for
// the totals and the income per case, and the entries of one case. The route prefetches what its view shows.

/** One page of the list; the previous page stays on screen while the next one loads. */
export const incomePageQuery = (params: ListSettlementIncomeParams) =>
  getListSettlementIncomeQueryOptions(params, { query: { placeholderData: keepPreviousData } });

// in one order whatever the table's, so a new order does not read every page again
const everyIncomePageQuery = (filters: IncomeFilters, page: number) =>
  incomePageQuery({
    ...filters,
    sortBy: 'issueDate',
    sortDirection: SortDirection.Newest,
    page,
    pageSize: EVERY_PAGE_SIZE,
  });

/**
 * Every entry of the filtered list (the API pages it: the first page says how many more there are), for the totals
 * at the top, exact whatever page the table shows, and for the income per case.
 */
export const useEveryIncome = (filters: IncomeFilters) =>
  useEveryPage<SettlementIncome>((page) => everyIncomePageQuery(filters, page));

/** The caller's entries of one case (`GET Settlement/income/{caseId}`). */
export const caseIncomeQuery = (caseId: number) => getListCaseSettlementIncomeQueryOptions(caseId);

/**
 * The route's loader: what the view of the address shows is fetched while the screen's code loads. A failure is not
 * the route's: the screen says it in place (a refusal under the page's title), so nothing here throws.
 */
export async function prefetchIncome(queryClient: QueryClient, search: IncomeSearch): Promise<void> {
  const view = incomeList.view(search);
  if (view.caseId) return queryClient.prefetchQuery(caseIncomeQuery(view.caseId));
  const totals = queryClient.prefetchQuery(everyIncomePageQuery(incomeFilters(view), 1));
  if (incomeTab(view) === 'cases') return totals;
  await Promise.all([queryClient.prefetchQuery(incomePageQuery(incomeList.params(search))), totals]);
}
