/**
 * Build-time configuration (Vite environment variables, documented in the README), with the defaults the
 * development OpenID provider and the demo use.
 */
// VITE_MOCK_API=true (development) makes MSW answer the API in the browser; src/app/main.tsx reads it.
const env = import.meta.env;

export const config = {
  /** Mock-only demo: MSW answers every API call and sign-in is one button per role. */
  demo: env.VITE_DEMO === 'true',
  productName: env.VITE_PRODUCT_NAME ?? 'Portal Klienta',
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  oidc: {
    authority: env.VITE_OIDC_AUTHORITY ?? 'http://localhost:4010',
    clientId: env.VITE_OIDC_CLIENT_ID ?? 'portal-dev',
    apiScope: env.VITE_OIDC_API_SCOPE ?? 'portal-api',
  },
};
