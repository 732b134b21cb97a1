import {
  useQueries,
  useQuery,
  type FetchQueryOptions,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';

/** The largest page the contract allows: a whole list is read in pages of this size. */
export const EVERY_PAGE_SIZE = 200;

interface Page<T> {
  items: T[];
  totalCount: number;
}

/**
 * Every item of a paged list (the first page says how many more there are), for totals that must be exact
 * whatever page a table shows. `pageQuery(n)` is the list's query of page n, `EVERY_PAGE_SIZE` to a page.
 */
export function useEveryPage<T>(listPage: (page: number) => object) {
  // the generated options of a list of T (their error and select types differ from list to list)
  const pageQuery = listPage as (page: number) => UseQueryOptions<Page<T>, unknown, Page<T>, readonly unknown[]>;
  const first = useQuery(pageQuery(1));
  const pages = first.data ? Math.ceil(first.data.totalCount / EVERY_PAGE_SIZE) : 1;
  const others = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageQuery(i + 2)),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      items: results.flatMap((result) => result.data?.items ?? []),
      isPlaceholderData: results.some((result) => result.isPlaceholderData),
    }),
  });
  const isPending = first.isPending || others.isPending;
  const error = first.error ?? others.error;
  const data: T[] | undefined = isPending || error ? undefined : [...(first.data?.items ?? []), ...others.items];
  return { isPending, error, data, isPlaceholderData: first.isPlaceholderData || others.isPlaceholderData };
}

/** Every item of a paged list, read now (a CSV export of what the filters select): page n from `listPage(n, size)`. */
export async function loadEveryPage<T>(
  queryClient: QueryClient,
  listPage: (page: number, pageSize: number) => object,
): Promise<T[]> {
  const pageQuery = listPage as (page: number, pageSize: number) => FetchQueryOptions<Page<T>>;
  const first = await queryClient.fetchQuery(pageQuery(1, EVERY_PAGE_SIZE));
  const pages = Math.ceil(first.totalCount / EVERY_PAGE_SIZE);
  const others = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => queryClient.fetchQuery(pageQuery(i + 2, EVERY_PAGE_SIZE))),
  );
  return [first].concat(others).flatMap((page) => page.items);
}
