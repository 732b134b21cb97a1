import {
  getGetSettlementPaymentMethodsQueryKey,
  getGetSettlementPaymentMethodsQueryOptions,
  getListClientSettlementsQueryKey,
  getListClientSettlementsQueryOptions,
  getListSettlementsQueryKey,
  useCreateSettlementPayment,
  useDeleteSettlementCard as useGeneratedDeleteSettlementCard,
  usePaySettlementBySavedCard as useGeneratedPayBySavedCard,
  useSaveSettlementCard as useGeneratedSaveSettlementCard,
} from '@portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshing, refreshKeys } from '@/lib/mutations';

// The settlements: what a client owes and has paid, their saved cards and the card payments (the route
// prefetches the list, the screen reads it).

export const clientSettlementsQuery = () => getListClientSettlementsQueryOptions();
export const clientSettlementsKey = getListClientSettlementsQueryKey();

export const savedCardsQuery = () => getGetSettlementPaymentMethodsQueryOptions();
export const savedCardsKey = getGetSettlementPaymentMethodsQueryKey();

/** Every settlement query: a payment changes the settlement wherever it is listed. */
const settlementsKey = getListSettlementsQueryKey();

/** Starts a payment at the card provider; the answer names the provider's page. Nothing changes here yet. */
export const useStartCardPayment = useCreateSettlementPayment;
export const usePayBySavedCard = refreshing(useGeneratedPayBySavedCard, () => [settlementsKey]);
export const useSaveCard = refreshing(useGeneratedSaveSettlementCard, () => [savedCardsKey]);
export const useDeleteSavedCard = refreshing(useGeneratedDeleteSettlementCard, () => [savedCardsKey]);

/**
 * Looking, after a payment got no answer (`isLostAnswer`), for whether the server took it: the client's settlements
 * fetched fresh (the shown list with them), the settlement paid. When it is, what a payment refreshes is refreshed.
 */
export function useLostPaymentCheck() {
  const queryClient = useQueryClient();
  return useCallback(
    (settlementId: string) => async () => {
      const settlements = await queryClient.fetchQuery({ ...clientSettlementsQuery(), staleTime: 0 });
      const paid = settlements.find((settlement) => settlement.id === settlementId)?.paymentStatus === 'Paid';
      if (paid) void refreshKeys(queryClient, [settlementsKey]);
      return paid;
    },
    [queryClient],
  );
}

/**
 * After the card provider confirmed something on its side (its payment page, the bank's check or the CVV), which
 * our calls did not answer: the saved cards, or the settlements, are fetched again.
 */
export function useRefreshAfterProvider() {
  const queryClient = useQueryClient();
  return useCallback(
    (cards: boolean) => refreshKeys(queryClient, [cards ? savedCardsKey : settlementsKey]),
    [queryClient],
  );
}
