import type { EnsureQueryDataOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { errorStatus } from './http/configure-http';

/**
 * A route loader's prefetch: the screen's data, fetched while its code loads. When the server has no such record
 * (404) the route shows the not-found page naming what is missing; other failures show the route's error page.
 */
export const ensureRouteData = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  notFoundTitle: string,
): Promise<TData> => routeData(() => queryClient.ensureQueryData(options), notFoundTitle);

/**
 * The same, always asked from the server, never from the cache: a form that saves the whole record (PUT) must start
 * from its latest state, or a second edit would undo the first.
 */
export const fetchRouteData = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  notFoundTitle: string,
): Promise<TData> => routeData(() => queryClient.fetchQuery({ ...options, staleTime: 0 }), notFoundTitle);

async function routeData<TData>(load: () => Promise<TData>, notFoundTitle: string): Promise<TData> {
  try {
    return await load();
  } catch (error) {
    if (errorStatus(error) === 404) throw notFound({ data: { title: notFoundTitle } });
    throw error;
  }
}

/**
 * What a route's loader may return to name its page and its crumbs after what they show: the page's title (a
 * case's name, not "Sprawa"), and the titles of the crumbs above it by the route param their path ends with (the
 * case above an invoice: `{ caseId: 'Księgowość 2026 – Kowalska Design' }`).
 */
export interface NamedPageData {
  pageTitle?: string;
  paramTitles?: Record<string, string>;
}
