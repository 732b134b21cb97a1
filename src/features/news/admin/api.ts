import { getGetNewsPreviewQueryOptions, getListNewsAllQueryOptions, getListNewsQueryKey } from '@portal/sdk';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { fetchRouteData } from '@/lib/route-data';
import { newsAdminParams, type NewsAdminSearch } from './list-search';
import { newsFormTexts } from './texts';

/** A page of every news item, as the administration's view asks (the page before stays while the next loads). */
export const newsAdminListQuery = (view: NewsAdminSearch) =>
  getListNewsAllQueryOptions(newsAdminParams(view), { query: { placeholderData: keepPreviousData } });

/** A news item as its readers will see it, drafts included (the administration's preview and the edit form). */
export const newsPreviewQuery = (id: number) => getGetNewsPreviewQueryOptions(id);

/** The edit form's item, fetched fresh. */
export const loadNewsForEdit = (queryClient: QueryClient, id: number) =>
  fetchRouteData(queryClient, getGetNewsPreviewQueryOptions(id), newsFormTexts.notFound);

/** After a change to news: every news query (the lists, and the items as readers and the preview see them). */
export const refreshNews = (queryClient: QueryClient) => {
  const newsPath = getListNewsQueryKey()[0];
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(newsPath) });
};
