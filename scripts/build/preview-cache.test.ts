import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { preview } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { server as network } from '../../src/testing/server';
import { IMMUTABLE, portalBuild } from './vite-plugin';

let root: string;
let server: Awaited<ReturnType<typeof preview>>;
let baseUrl: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-preview-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(root, 'dist', 'assets', 'main-AbC123.js'), 'export {};');
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [portalBuild()],
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

// `vite preview` as the demo's static host: its cache rule for a build's files and pages
it('serves the content-named files for a year without revalidation, and the pages fresh each time', async () => {
  // the shared MSW server refuses unhandled requests: this one goes to the real preview server
  network.use(http.all(`${baseUrl}/*`, () => passthrough()));
  const asset = await fetch(`${baseUrl}/assets/main-AbC123.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);

  for (const page of ['/', '/yourCases/1001']) {
    const response = await fetch(`${baseUrl}${page}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  }
});

it('forbids any site to frame a page or file (the sign-in page inside a foreign frame invites clickjacking)', async () => {
  network.use(http.all(`${baseUrl}/*`, () => passthrough()));
  for (const path of ['/', '/login', '/assets/main-AbC123.js', '/silent-renew.html?state=1']) {
    const silentRenewal = path.startsWith('/silent-renew.html');
    const response = await fetch(`${baseUrl}${path}`);
    // only the page of the silent sign-in renewal, which the portal frames itself
    expect(response.headers.get('content-security-policy'), path).toBe(
      silentRenewal ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options'), path).toBe(silentRenewal ? 'SAMEORIGIN' : 'DENY');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  }
});
