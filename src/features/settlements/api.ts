import {
  getGetSettlementPaymentMethodsQueryKey,
  getGetSettlementPaymentMethodsQueryOptions,
  getListClientSettlementsQueryKey,
  getListClientSettlementsQueryOptions,
  useCreateSettlementPayment,
  useDeleteSettlementCard as useGeneratedDeleteSettlementCard,
  usePaySettlementBySavedCard as useGeneratedPayBySavedCard,
} from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// The settlements: what a client owes and has paid, their saved cards and the card payments (the route
// prefetches the list, the screen reads it).

export const clientSettlementsQuery = () => getListClientSettlementsQueryOptions();
export const clientSettlementsKey = getListClientSettlementsQueryKey();

export const savedCardsQuery = () => getGetSettlementPaymentMethodsQueryOptions();
export const savedCardsKey = getGetSettlementPaymentMethodsQueryKey();

/** Starts a payment at the card provider; the answer names the provider's page. Nothing changes here yet. */
export const useStartCardPayment = useCreateSettlementPayment;
export const usePayBySavedCard = refreshing(useGeneratedPayBySavedCard, () => [clientSettlementsKey]);
export const useDeleteSavedCard = refreshing(useGeneratedDeleteSettlementCard, () => [savedCardsKey]);
