// Builds the demo portal once and serves it like any static host (fallback to index.html) for the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startDevIdp } from '../scripts/dev-idp/provider';
import { ensureChromium } from '../scripts/ensure-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** The app built for real sign-in (the API mocked in the browser) … */
    oidcAppUrl: string;
    /** … against the development OpenID provider, with short-lived tokens. */
    idpUrl: string;
  }
}

/** Fixed, because the provider must know the app's origin before the app is built against the provider. */
const OIDC_APP_PORT = 4175;
const IDP_PORT = 4011;
/** Short enough that silent renewal happens during the tests. */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 20;

export default async function setup(project: TestProject) {
  ensureChromium();
  const root = resolve(import.meta.dirname, '..');
  const outDir = mkdtempSync(join(tmpdir(), 'portal-e2e-demo-'));
  await build({ root, mode: 'demo', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root,
    mode: 'demo',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  project.provide('demoUrl', `http://127.0.0.1:${address.port}`);

  const oidcAppUrl = `http://localhost:${OIDC_APP_PORT}`;
  const idp = await startDevIdp({
    port: IDP_PORT,
    accessTokenTtlSeconds: E2E_ACCESS_TOKEN_TTL_SECONDS,
    clientRedirectOrigins: [oidcAppUrl],
  });
  const oidcOutDir = mkdtempSync(join(tmpdir(), 'portal-e2e-oidc-'));
  process.env.VITE_OIDC_AUTHORITY = idp.issuer;
  await build({ root, mode: 'development', logLevel: 'warn', build: { outDir: oidcOutDir, emptyOutDir: true } });
  const oidcServer = await preview({
    root,
    mode: 'development',
    build: { outDir: oidcOutDir },
    preview: { host: 'localhost', port: OIDC_APP_PORT, strictPort: true },
  });
  project.provide('oidcAppUrl', oidcAppUrl);
  project.provide('idpUrl', idp.issuer);

  return async () => {
    await Promise.all([server.close(), oidcServer.close(), idp.close()]);
    rmSync(outDir, { recursive: true, force: true });
    rmSync(oidcOutDir, { recursive: true, force: true });
  };
}
