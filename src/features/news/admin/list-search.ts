import { SortDirection, type ListNewsAllParams } from '@portal/sdk/model';
import { oneOf, positiveInt, text } from '@/components/lists/url-values';
import type { SortOrder } from '@/components/SortableHeader';

export const NEWS_ADMIN_PAGE_SIZE = 20;
export const newsSortFields = ['createdAt', 'title', 'emailSentAt'] as const;
export type NewsSortField = (typeof newsSortFields)[number];

/** The news administration's view as the URL keeps it: search, sort and page (defaults left out). */
export interface NewsAdminSearch {
  search?: string;
  sortBy?: NewsSortField;
  order?: SortOrder;
  page?: number;
}

/** Reads the view from the (untrusted) URL; what is malformed is dropped, defaults are left out. */
export function parseNewsAdminSearch(raw: Record<string, unknown>): NewsAdminSearch {
  const sortBy = oneOf(newsSortFields, raw.sortBy);
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  const page = positiveInt(raw.page);
  const search = text(raw.search);
  return {
    ...(search && { search }),
    ...(sortBy && sortBy !== 'createdAt' && { sortBy }),
    ...(order === 'asc' && { order }),
    ...(page && page > 1 && { page }),
  };
}

/** Newest first unless the URL says otherwise. */
export const sortOf = (view: NewsAdminSearch) => ({ sortBy: view.sortBy ?? 'createdAt', order: view.order ?? 'desc' });

export const newsAdminParams = (view: NewsAdminSearch): ListNewsAllParams => ({
  search: view.search,
  sortBy: sortOf(view).sortBy,
  sortDirection: sortOf(view).order === 'asc' ? SortDirection.Oldest : SortDirection.Newest,
  page: view.page ?? 1,
  pageSize: NEWS_ADMIN_PAGE_SIZE,
});
