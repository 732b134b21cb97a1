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
  /**
   * The setting of the user tile's subscription highlight (spec 000 "User tile": a user with a subscription is
   * highlighted while it equals 0): VITE_SUBSCRIPTION_HIGHLIGHT_SETTING, 0 unless given.
   */
  subscriptionHighlightSetting: Number(env.VITE_SUBSCRIPTION_HIGHLIGHT_SETTING ?? 0) || 0,
  /** The firm's contact for clients (the unlimited-consultations page, the privacy policy). */
  contact: {
    phone: env.VITE_CONTACT_PHONE ?? '+48 22 390 44 00',
    email: env.VITE_CONTACT_EMAIL ?? 'konsultacje@portalklienta.pl',
  },
  /** The company behind the portal: its name, address and registration data (investor page, privacy policy). */
  company: {
    name: env.VITE_COMPANY_NAME ?? 'Portal Klienta S.A.',
    address: env.VITE_COMPANY_ADDRESS ?? 'ul. Marszałkowska 126/134, 00-008 Warszawa',
    /** The registry court keeping the company's file. */
    court:
      env.VITE_COMPANY_COURT ??
      'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego',
    krs: env.VITE_COMPANY_KRS ?? '0000765432',
    nip: env.VITE_COMPANY_NIP ?? '5252812349',
    regon: env.VITE_COMPANY_REGON ?? '382214564',
    shareCapital: env.VITE_COMPANY_SHARE_CAPITAL ?? '1 250 000,00 zł (wpłacony w całości)',
  },
  /** The brokerage house's sign-in, where shareholders see their shares (investor page). */
  brokerageSignInUrl: env.VITE_BROKERAGE_SIGN_IN_URL ?? 'https://dm.example.pl/logowanie',
  oidc: {
    authority: env.VITE_OIDC_AUTHORITY ?? '',
    clientId: env.VITE_OIDC_CLIENT_ID ?? '',
    apiScope: env.VITE_OIDC_API_SCOPE ?? 'portal-api',
  },
};
