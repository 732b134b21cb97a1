import { getGetCheckoutQueryOptions, usePayCheckout, useSaveCheckoutCard } from '@portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// The public checkout: the settlement by its id, the payer's card and the payment, all sent without credentials.

export const checkoutQuery = (guid: string) => getGetCheckoutQueryOptions({ guid });
export const useSavePayerCard = useSaveCheckoutCard;
export const usePayWithSavedCard = usePayCheckout;

/**
 * Looking, after the payment got no answer (`isLostAnswer`), for whether the server took it: the settlement fetched
 * fresh (the shown one with it), paid.
 */
export function useLostCheckoutPaymentCheck(guid: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const settlement = await queryClient.fetchQuery({ ...checkoutQuery(guid), staleTime: 0 });
    return settlement.paymentStatus === 'Paid';
  }, [queryClient, guid]);
}
