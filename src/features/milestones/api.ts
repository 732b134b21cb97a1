import {
  getGetProductQueryOptions,
  getListCasesQueryKey,
  getListMilestonesQueryKey,
  getListMilestonesQueryOptions,
  useCreateOrUpdateMilestonesForProduct,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { milestoneTexts } from './texts';

// A product's milestones: the product (its name), its milestones in order (the route loads both fresh) and their save.

export const productQuery = (productId: number) => getGetProductQueryOptions(productId);
export const milestonesQuery = (productId: number) => getListMilestonesQueryOptions({ productId });

/** The product (an unknown one is not found) and its milestones, fetched fresh for the form. */
export const loadMilestonesForEdit = (queryClient: QueryClient, productId: number) =>
  Promise.all([
    fetchRouteData(queryClient, productQuery(productId), milestoneTexts.notFound),
    fetchRouteData(queryClient, milestonesQuery(productId), milestoneTexts.notFound),
  ]);

/** The whole ordered list in one call; the cases that reached a milestone show its name too. */
export const useSaveMilestones = /* @__PURE__ */ refreshing(useCreateOrUpdateMilestonesForProduct, () => [
  getListMilestonesQueryKey(),
  getListCasesQueryKey(),
]);
