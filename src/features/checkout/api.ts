import { getGetCheckoutQueryOptions, usePayCheckout, useSaveCheckoutCard } from '@portal/sdk';

// The public checkout: the settlement by its id, the payer's card and the payment, all sent without credentials.

export const checkoutQuery = (guid: string) => getGetCheckoutQueryOptions({ guid });
export const useSavePayerCard = useSaveCheckoutCard;
export const usePayWithSavedCard = usePayCheckout;
