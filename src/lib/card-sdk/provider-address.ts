/** The card provider's browser SDK (PayU's production address); VITE_PAYU_SDK_URL names another (its sandbox). */
export const DEFAULT_CARD_SDK_URL = 'https://secure.payu.com/javascript/sdk';
