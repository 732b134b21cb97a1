// What a build is, read from its Vite environment (the `.env.<mode>` files and the VITE_* variables), and the
// settings a build against a real server cannot do without.

import { DEFAULT_CARD_SDK_URL } from '../../src/lib/card-sdk/provider-address.ts';

export interface BuildEnv {
  /** The mock-only demo: one sign-in button per role, MSW answers the API (`--mode demo`). */
  demo: boolean;
  /** MSW answers the API in the browser: the demo, and real sign-in with a mocked API (`npm run dev`). */
  mockApi: boolean;
  /** The API's origin (and prefix); '' is the page's own origin. The notification hub lives there too. */
  apiBaseUrl: string;
  /** The sign-in server (OpenID provider); '' in the demo. */
  oidcAuthority: string;
  oidcClientId: string;
  /** The card provider's browser SDK, whose frames hold the card fields; '' where the API is mocked (a stand-in). */
  cardSdkUrl: string;
}

/** What a build that talks to a real API and a real sign-in server must be given. */
export const PRODUCT_ENV = {
  VITE_API_BASE_URL: "the API's origin, e.g. https://api.example.pl",
  VITE_OIDC_AUTHORITY: 'the sign-in server (OpenID provider), e.g. https://login.example.pl',
  VITE_OIDC_CLIENT_ID: "this app's client id at the sign-in server",
} as const;

type Env = Record<string, string | undefined>;

export const buildEnv = (env: Env): BuildEnv => {
  const demo = env.VITE_DEMO === 'true';
  return {
    demo,
    mockApi: demo || env.VITE_MOCK_API === 'true',
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    oidcAuthority: demo ? '' : (env.VITE_OIDC_AUTHORITY ?? ''),
    oidcClientId: demo ? '' : (env.VITE_OIDC_CLIENT_ID ?? ''),
    cardSdkUrl: demo || env.VITE_MOCK_API === 'true' ? '' : (env.VITE_PAYU_SDK_URL ?? DEFAULT_CARD_SDK_URL),
  };
};

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Refuses a build without the mock API (the production build) that lacks a setting of PRODUCT_ENV or has one
 * that is not an absolute http(s) URL: such a build would sign in nowhere, or fall back to a development server.
 */
export function checkProductEnv(env: Env): void {
  if (buildEnv(env).mockApi) return;
  const names = Object.keys(PRODUCT_ENV) as (keyof typeof PRODUCT_ENV)[];
  const missing = names.filter((name) => !env[name]?.trim());
  const notUrls = (['VITE_API_BASE_URL', 'VITE_OIDC_AUTHORITY'] as const).filter(
    (name) => !missing.includes(name) && !isHttpUrl(env[name]!),
  );
  if (missing.length === 0 && notUrls.length === 0) return;
  const problems = [
    missing.length > 0 ? `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` : '',
    notUrls.length > 0 ? `${notUrls.join(', ')} must be an absolute http(s) URL` : '',
  ].filter(Boolean);
  throw new Error(
    [
      `The production build needs the API and sign-in settings: ${problems.join('; ')}.`,
      ...names.map((name) => `  ${name.padEnd(20)} ${PRODUCT_ENV[name]}`),
      'Set them in the environment (or in .env.production.local); README, "The production build".',
      'The demo, which needs no server, is `npm run build:demo`.',
    ].join('\n'),
  );
}
