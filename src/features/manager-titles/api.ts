import {
  getListApplicationUsersQueryKey,
  getListManagerTitlesQueryKey,
  getListManagerTitlesQueryOptions,
  useCreateManagerTitle as useGeneratedCreateManagerTitle,
  useDeleteManagerTitle as useGeneratedDeleteManagerTitle,
  useUpdateManagerTitle as useGeneratedUpdateManagerTitle,
} from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// The manager titles dictionary: the list (the route prefetches it, the screen reads it) and its changes.

export const managerTitlesQuery = () => getListManagerTitlesQueryOptions();

// the people who hold a title show it with their name
const stale = () => [getListManagerTitlesQueryKey(), getListApplicationUsersQueryKey()];
export const useCreateManagerTitle = /* @__PURE__ */ refreshing(useGeneratedCreateManagerTitle, stale);
export const useUpdateManagerTitle = /* @__PURE__ */ refreshing(useGeneratedUpdateManagerTitle, stale);
export const useDeleteManagerTitle = /* @__PURE__ */ refreshing(useGeneratedDeleteManagerTitle, stale);
