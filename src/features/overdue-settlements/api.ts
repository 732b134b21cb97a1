import { getListOverdueSettlementsQueryOptions } from '@portal/sdk';
import { SortDirection, type ListOverdueSettlementsParams, type Settlement } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { overdueList, type OverdueSearch } from './list';

// The overdue settlements: one page for the table, and every one matching the search for the total at the top.
// The route prefetches both.

/** One page of the list; the previous page stays on screen while the next one loads. */
export const overduePageQuery = (params: ListOverdueSettlementsParams) =>
  getListOverdueSettlementsQueryOptions(params, { query: { placeholderData: keepPreviousData } });

// in one order whatever the table's, so a new order does not read every page again
const everyOverduePageQuery = (search: string | undefined, page: number) =>
  overduePageQuery({
    search,
    sortBy: 'paymentDueDate',
    sortDirection: SortDirection.Oldest,
    page,
    pageSize: EVERY_PAGE_SIZE,
  });

/**
 * Every overdue settlement matching the search (the API pages the list: the first page says how many more there
 * are), for the total at the top, exact whatever page the table shows.
 */
export const useEveryOverdue = (search: string | undefined) =>
  useEveryPage<Settlement>((page) => everyOverduePageQuery(search, page));

/**
 * The route's loader: the page of the address and the total are fetched while the screen's code loads. A failure is
 * not the route's: the screen says it in place (a refusal under the page's title), so nothing here throws.
 */
export async function prefetchOverdue(queryClient: QueryClient, search: OverdueSearch): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(overduePageQuery(overdueList.params(search))),
    queryClient.prefetchQuery(everyOverduePageQuery(overdueList.view(search).search, 1)),
  ]);
}
