import {
  getListCasesQueryKey,
  getListSubscriptionDefinitionsQueryKey,
  getListSubscriptionDefinitionsQueryOptions,
  useCreateSubscriptionDefinition as useGeneratedCreateSubscriptionDefinition,
  useDeleteSubscriptionDefinition as useGeneratedDeleteSubscriptionDefinition,
  useUpdateSubscriptionDefinition as useGeneratedUpdateSubscriptionDefinition,
} from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// The subscription plans: the list (the route prefetches it, the screen reads it) and its changes, which the cases
// run under a plan show too.

export const subscriptionDefinitionsQuery = () => getListSubscriptionDefinitionsQueryOptions();

const stale = () => [getListSubscriptionDefinitionsQueryKey(), getListCasesQueryKey()];
export const useCreateSubscriptionDefinition = /* @__PURE__ */ refreshing(
  useGeneratedCreateSubscriptionDefinition,
  stale,
);
export const useUpdateSubscriptionDefinition = /* @__PURE__ */ refreshing(
  useGeneratedUpdateSubscriptionDefinition,
  stale,
);
export const useDeleteSubscriptionDefinition = /* @__PURE__ */ refreshing(
  useGeneratedDeleteSubscriptionDefinition,
  stale,
);
