import {
  getGetNewsPreviewQueryOptions,
  getListNewsAllQueryOptions,
  getListNewsQueryKey,
  sendNews,
  useCreateNews as useGeneratedCreateNews,
  useDeleteNews as useGeneratedDeleteNews,
  useUpdateNews as useGeneratedUpdateNews,
} from '@portal/sdk';
import type { ListNewsAllParams, News } from '@portal/sdk/model';
import { keepPreviousData, useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { newsFormTexts } from './texts';

/** A page of every news item, as the administration's view asks (the page before stays while the next loads). */
export const newsAdminListQuery = (params: ListNewsAllParams) =>
  getListNewsAllQueryOptions(params, { query: { placeholderData: keepPreviousData } });

/** A news item as its readers will see it, drafts included (the administration's preview and the edit form). */
export const newsPreviewQuery = (id: number) => getGetNewsPreviewQueryOptions(id);

/** The edit form's item, fetched fresh. */
export const loadNewsForEdit = (queryClient: QueryClient, id: number) =>
  fetchRouteData(queryClient, newsPreviewQuery(id), newsFormTexts.notFound);

/** Sending an item by e-mail is a GET in the contract (`/api/News/{id}/send`): the SDK makes it a query, not a mutation. */
const useGeneratedSendNews = (options?: { mutation?: UseMutationOptions<News, unknown, { id: number }> }) =>
  useMutation({ mutationFn: ({ id }) => sendNews(id), ...options?.mutation });

/** After a change to news: every news query (the lists, the items as readers and the preview see them). */
const stale = () => [getListNewsQueryKey()];

export const useCreateNews = refreshing(useGeneratedCreateNews, stale);
export const useUpdateNews = refreshing(useGeneratedUpdateNews, stale);
export const useSendNews = refreshing(useGeneratedSendNews, stale);
export const useDeleteNews = refreshing(useGeneratedDeleteNews, stale);

/** A picture or an attachment uploaded for the form: it belongs to no item, and changes no list, until one is saved. */
export { useCreateNewsAttachment, useCreateNewsPicture } from '@portal/sdk';
