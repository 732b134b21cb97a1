// The demo, built and served like any static host, for the benches that measure it in a browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { repoRoot } from './scratch-copy';

/** Builds the demo into a scratch folder, serves it on a free port for `run(baseUrl)`, then removes both. */
export async function withBuiltDemo<T>(run: (baseUrl: string) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-demo-'));
  try {
    await build({ root: repoRoot, mode: 'demo', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const server = await preview({
      root: repoRoot,
      mode: 'demo',
      logLevel: 'error',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    const address = server.httpServer.address();
    try {
      return await run(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
