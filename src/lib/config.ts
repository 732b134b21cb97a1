/**
 * Build-time configuration (Vite environment variables, documented in the README). A production build fails
 * without VITE_API_BASE_URL, VITE_OIDC_AUTHORITY and VITE_OIDC_CLIENT_ID (scripts/build/build-env.ts); the
 * development OpenID provider's settings are in .env.development, for `npm run dev` only.
 */
// VITE_MOCK_API=true (development) makes MSW answer the API in the browser; src/app/main.tsx reads it.
import { DEFAULT_CARD_SDK_URL } from './card-sdk/provider-address';

const env = import.meta.env;

export const config = {
  /** Mock-only demo: MSW answers every API call and sign-in is one button per role. */
  demo: env.VITE_DEMO === 'true',
  productName: env.VITE_PRODUCT_NAME ?? 'Portal Klienta',
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  /** The card provider (PayU): the shop's point of sale and the address of its browser SDK (Secure Form). */
  cardProvider: {
    posId: env.VITE_PAYU_POS_ID ?? '',
    sdkUrl: env.VITE_PAYU_SDK_URL ?? DEFAULT_CARD_SDK_URL,
  },
  /**
   * The marketing site's pages the public checkout ends on: the payment confirmed, or not confirmed in time. Without
   * them the checkout says so in place.
   */
  checkout: {
    successUrl: env.VITE_CHECKOUT_SUCCESS_URL ?? '',
    warningUrl: env.VITE_CHECKOUT_WARNING_URL ?? '',
  },
  /** VITE_PAYMENTS_DISABLED=true: clients are not offered card payments ("Zapłać"). */
  paymentsDisabled: env.VITE_PAYMENTS_DISABLED === 'true',
  oidc: {
    authority: env.VITE_OIDC_AUTHORITY ?? '',
    clientId: env.VITE_OIDC_CLIENT_ID ?? '',
    apiScope: env.VITE_OIDC_API_SCOPE ?? 'portal-api',
  },
};
