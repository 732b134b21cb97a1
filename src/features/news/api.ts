import {
  getGetNewsQueryOptions,
  getGetNewsSaasLandingQueryOptions,
  getListNewsQueryOptions,
  getListNotificationsQueryKey,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { loadSanitizer } from '@/lib/load-sanitizer';
import { refreshingAfterRead } from '@/lib/mutations';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import { newsTexts } from './texts';

// The news items a route prefetches and its screen reads, and the sanitizer their bodies need.

export { loadSanitizer };

/** A news item for its reader; the server counts it read, which changes the notifications (spec 000 "News detail"). */
export const newsQuery = (id: number) =>
  refreshingAfterRead(getGetNewsQueryOptions(id), [getListNotificationsQueryKey()]);

/** The SaaS landing's item: public; a failed load shows nothing (spec 000 section 8), and is not tried again. */
export const saasLandingNewsQuery = () => getGetNewsSaasLandingQueryOptions({ query: { retry: false } });

/** A page of the signed-in user's news, newest first (`newsList.params`). */
export const newsListQuery = (params: { page: number; pageSize?: number }) =>
  getListNewsQueryOptions({ ...params, sortBy: 'createdAt', sortDirection: 1 });

/** Spec 000 section 9: the page title is the news title cut at 30 characters, plus an ellipsis. */
export const TITLE_LENGTH = 30;
export const newsPageTitle = (title: string) =>
  title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH)}…` : title;

/** A news item's route loader: the item (its page named after it), with the sanitizer its body needs beside it. */
export async function prefetchNews(queryClient: QueryClient, id: number): Promise<NamedPageData> {
  void loadSanitizer().catch(() => undefined); // a failure shows where the body renders
  const news = await ensureRouteData(queryClient, newsQuery(id), newsTexts.notFound);
  return { pageTitle: newsPageTitle(news.title) };
}
