// The portal built and served like any static host (fallback to index.html), for the browser tests and the benches:
// the demo on its own, and the production build against the development sign-in server and the demo backend served
// from Node on another origin (e2e/demo-api-server.ts), as in production.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer as createViteServer, createServerModuleRunner, preview } from 'vite';
import { srcAlias } from './build/src-alias';
import { DEV_CLIENT_ID, startDevIdp } from './dev-idp/provider';
import { repoRoot } from './scratch-copy';

/**
 * Builds `mode` into a scratch folder with these VITE_* variables set (and no others left over from elsewhere), as
 * `vite build` does: with NODE_ENV=production, which Vite would otherwise take from the process (vitest's `test`, or
 * `development` once a dev server or module runner started in it), shipping React's development build.
 */
export async function buildApp(mode: string, variables: Record<string, string>, name: string) {
  const outDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const saved = { ...process.env };
  for (const key of Object.keys(process.env).filter((k) => k.startsWith('VITE_'))) delete process.env[key];
  Object.assign(process.env, variables, { NODE_ENV: 'production' });
  try {
    await build({ root: repoRoot, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
  return outDir;
}

interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/**
 * Serves a build on `host:port` (0: any free port) as `vite preview` does; with a certificate over HTTPS, and then
 * HTTP/2, as a production host serves it.
 */
export async function serveBuild(mode: string, outDir: string, host: string, port: number, https?: Certificate) {
  const server = await preview({
    root: repoRoot,
    mode,
    logLevel: 'error',
    build: { outDir },
    preview: { host, port, strictPort: port !== 0, https },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  return { server, url: `${https ? 'https' : 'http'}://${host}:${address.port}` };
}

/** The hash of a certificate's public key, by which Chromium can be told to trust it. */
const spkiHash = ({ cert }: Certificate) =>
  createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** A certificate for `localhost` signed by itself (a browser must be told to accept it), made with openssl. */
function localhostCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert].concat([
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A port nothing listens on now, for a server whose address must be known before it starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Builds the demo, serves it for `run(baseUrl)`, then removes both. */
export async function withBuiltDemo<T>(run: (baseUrl: string) => Promise<T>): Promise<T> {
  const outDir = await buildApp('demo', {}, 'demo');
  try {
    const { server, url } = await serveBuild('demo', outDir, '127.0.0.1', 0);
    try {
      return await run(url);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Builds the production app against the development sign-in server and the demo backend served from Node (each a
 * fresh start), serves it for `run(appUrl, chromiumFlags)`, then stops and removes all of it. Tokens last an hour
 * here. `https`: the app and the API are served over HTTPS and HTTP/2 with a certificate of their own, as production
 * hosts serve them: a page's many small requests then share one connection per origin instead of queueing for six.
 * Chromium started with `chromiumFlags` trusts that certificate (it still caches what it loads, as it would not if
 * told to ignore certificate errors). The development sign-in server stays on HTTP.
 */
export async function withBuiltProduct<T>(
  run: (appUrl: string, chromiumFlags: string[]) => Promise<T>,
  { https = false }: { https?: boolean } = {},
): Promise<T> {
  const port = await freePort();
  const appUrl = `${https ? 'https' : 'http'}://localhost:${port}`;
  const idp = await startDevIdp({ port: 0, accessTokenTtlSeconds: 3600, clientRedirectOrigins: [appUrl] });
  // through Vite's module runner, as the browser tests load it: the demo backend imports what only Vite resolves
  // (its seed `?raw`), and loads its request schemas when first needed, so the runner stays open until the end
  const vite = await createViteServer({
    root: repoRoot,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: [srcAlias] },
    server: { middlewareMode: true, hmr: false, ws: false },
    // nothing is served to a browser: no dependencies to pre-bundle
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  const module = await runner.import<typeof import('../e2e/demo-api-server')>('/e2e/demo-api-server.ts');
  const certificate = https ? localhostCertificate() : undefined;
  const api = await module.startDemoApiServer({ allowedOrigins: [appUrl], tls: certificate });
  const variables = { VITE_API_BASE_URL: api.url, VITE_OIDC_AUTHORITY: idp.issuer, VITE_OIDC_CLIENT_ID: DEV_CLIENT_ID };
  const outDir = await buildApp('production', variables, 'production');
  try {
    const { server } = await serveBuild('production', outDir, 'localhost', port, certificate);
    try {
      return await run(appUrl, certificate ? [`--ignore-certificate-errors-spki-list=${spkiHash(certificate)}`] : []);
    } finally {
      await server.close();
    }
  } finally {
    await Promise.all([idp.close(), api.close()]);
    await runner.close();
    await vite.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
