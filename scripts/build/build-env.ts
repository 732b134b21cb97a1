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

/** The modes whose `.env.<mode>` files mock the API, with what each must be: the demo, and `npm run dev`'s build. */
const MOCK_MODES: Record<string, (env: BuildEnv) => boolean> = {
  demo: (env) => env.demo,
  development: (env) => env.mockApi && !env.demo,
};
const DEMO_SETTINGS = ['VITE_DEMO', 'VITE_MOCK_API'];
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An absolute https URL, or an http one on this machine (the development sign-in server, the browser tests' API). */
const isSecureUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname));
  } catch {
    return false;
  }
};

/**
 * The one switch between the demo and the product is the build's mode: `npm run build:demo` (`--mode demo`)
 * builds the demo, and no setting turns a production build into it. A build of any other mode than the demo and
 * the development build is the product: it refuses the demo's settings (VITE_DEMO, VITE_MOCK_API, which would ship
 * MSW, faker and the demo people), a missing setting of PRODUCT_ENV, and addresses other than https (http only on
 * this machine): such a build would sign in nowhere, fall back to a development server, or send tokens in clear.
 */
export function checkProductEnv(env: Env, mode: string): void {
  const isMockBuild = MOCK_MODES[mode];
  if (isMockBuild) {
    if (!isMockBuild(buildEnv(env)))
      throw new Error(`The ${mode} build must keep the settings of .env.${mode}; the demo is \`npm run build:demo\`.`);
    return;
  }
  const demoSettings = DEMO_SETTINGS.filter((name) => env[name]?.trim());
  if (demoSettings.length > 0)
    throw new Error(
      [
        `The production build cannot be the demo: unset ${demoSettings.join(', ')}.`,
        'The demo, which needs no server, is built only by `npm run build:demo`.',
      ].join('\n'),
    );
  const names = Object.keys(PRODUCT_ENV) as (keyof typeof PRODUCT_ENV)[];
  const missing = names.filter((name) => !env[name]?.trim());
  const addresses = ['VITE_API_BASE_URL', 'VITE_OIDC_AUTHORITY', 'VITE_PAYU_SDK_URL'] as const;
  const notSecure = addresses.filter(
    (name) => !missing.includes(name as never) && env[name] && !isSecureUrl(env[name]),
  );
  if (missing.length === 0 && notSecure.length === 0) return;
  const problems = [
    missing.length > 0 ? `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` : '',
    notSecure.length > 0 ? `${notSecure.join(', ')} must be an absolute https URL (http only for localhost)` : '',
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
