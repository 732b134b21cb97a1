import {
  getListProfessionsQueryKey,
  getListProfessionsQueryOptions,
  useCreateProfession as useGeneratedCreateProfession,
  useDeleteProfession as useGeneratedDeleteProfession,
  useUpdateProfession as useGeneratedUpdateProfession,
} from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// The professions dictionary: the list (the route prefetches it, the screen reads it) and its changes.

export const professionsQuery = () => getListProfessionsQueryOptions();

const stale = () => [getListProfessionsQueryKey()];
export const useCreateProfession = /* @__PURE__ */ refreshing(useGeneratedCreateProfession, stale);
export const useUpdateProfession = /* @__PURE__ */ refreshing(useGeneratedUpdateProfession, stale);
export const useDeleteProfession = /* @__PURE__ */ refreshing(useGeneratedDeleteProfession, stale);
