import { getListOverdueSettlementsQueryOptions } from '@portal/sdk';
import { SortDirection, type Settlement } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { overdueListParams, parseOverdueSearch, type OverdueSearch, type OverdueUrlSearch } from './overdue-search';

// The overdue settlements: one page for the table, and every one matching the search for the total at the top.
// The route prefetches both.

/** One page of the list; the previous page stays on screen while the next one loads. */
export const overduePageQuery = (view: OverdueSearch) =>
  getListOverdueSettlementsQueryOptions(overdueListParams(view), { query: { placeholderData: keepPreviousData } });

const everyOverduePageQuery = (search: string | undefined, page: number) =>
  getListOverdueSettlementsQueryOptions(
    { search, sortBy: 'paymentDueDate', sortDirection: SortDirection.Oldest, page, pageSize: EVERY_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

/**
 * Every overdue settlement matching the search (the API pages the list: the first page says how many more there
 * are), for the total at the top, exact whatever page the table shows.
 */
export const useEveryOverdue = (search: string | undefined) =>
  useEveryPage<Settlement>((page) => everyOverduePageQuery(search, page));

/**
 * The route's loader: the page of the URL and the total are fetched while the screen's code loads. A failure is not
 * the route's: the screen says it in place (a refusal under the page's title), so nothing here throws.
 */
export async function prefetchOverdue(queryClient: QueryClient, search: OverdueUrlSearch): Promise<void> {
  const view = parseOverdueSearch(search);
  await Promise.all([
    queryClient.prefetchQuery(overduePageQuery(view)),
    queryClient.prefetchQuery(everyOverduePageQuery(view.search, 1)),
  ]);
}
