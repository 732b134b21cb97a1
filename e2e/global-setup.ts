// Builds the portal three ways and serves each like any static host (fallback to index.html) for the browser tests:
// the demo; a development build (real sign-in against the development OpenID provider, the API mocked in the
// browser); and the production build, against the same provider and the demo backend served from Node.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp, serveBuild as serve } from '../scripts/built-apps';
import { DEV_CLIENT_ID, startDevIdp } from '../scripts/dev-idp/provider';
import { ensureChromium } from '../scripts/ensure-chromium';
import { startDemoApiServer } from './demo-api-server';

export interface BuildDirs {
  demo: string;
  development: string;
  production: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** The app built for real sign-in (the API mocked in the browser) … */
    oidcAppUrl: string;
    /** … against the development OpenID provider, with short-lived tokens. */
    idpUrl: string;
    /** The production build (no demo material, under its Content-Security-Policy) against the same provider … */
    productionAppUrl: string;
    /** … and the demo backend served from Node on another origin. */
    apiUrl: string;
    /** Where each build was written. */
    buildDirs: BuildDirs;
  }
}

/** Fixed, because the provider must know the apps' origins before the apps are built against the provider. */
const OIDC_APP_PORT = 4175;
const PRODUCTION_APP_PORT = 4176;
const IDP_PORT = 4011;
/** Short enough that silent renewal happens during the tests. */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 20;

export default async function setup(project: TestProject) {
  ensureChromium();
  const demoDir = await buildApp('demo', {}, 'demo');
  const demo = await serve('demo', demoDir, '127.0.0.1', 0);
  project.provide('demoUrl', demo.url);

  const oidcAppUrl = `http://localhost:${OIDC_APP_PORT}`;
  const productionAppUrl = `http://localhost:${PRODUCTION_APP_PORT}`;
  const idp = await startDevIdp({
    port: IDP_PORT,
    accessTokenTtlSeconds: E2E_ACCESS_TOKEN_TTL_SECONDS,
    clientRedirectOrigins: [oidcAppUrl, productionAppUrl],
  });
  const developmentDir = await buildApp('development', { VITE_OIDC_AUTHORITY: idp.issuer }, 'development');
  const development = await serve('development', developmentDir, 'localhost', OIDC_APP_PORT);
  project.provide('oidcAppUrl', oidcAppUrl);
  project.provide('idpUrl', idp.issuer);

  const api = await startDemoApiServer({ allowedOrigins: [productionAppUrl] });
  const productionDir = await buildApp(
    'production',
    { VITE_API_BASE_URL: api.url, VITE_OIDC_AUTHORITY: idp.issuer, VITE_OIDC_CLIENT_ID: DEV_CLIENT_ID },
    'production',
  );
  const production = await serve('production', productionDir, 'localhost', PRODUCTION_APP_PORT);
  project.provide('productionAppUrl', productionAppUrl);
  project.provide('apiUrl', api.url);
  project.provide('buildDirs', { demo: demoDir, development: developmentDir, production: productionDir });

  return async () => {
    await Promise.all([
      demo.server.close(),
      development.server.close(),
      production.server.close(),
      idp.close(),
      api.close(),
    ]);
    for (const dir of [demoDir, developmentDir, productionDir]) rmSync(dir, { recursive: true, force: true });
  };
}
