// Builds the demo portal once and serves it like any static host (fallback to index.html) for the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../scripts/ensure-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

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
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
