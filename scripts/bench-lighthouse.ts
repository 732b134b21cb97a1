// Lighthouse on the built demo, as a phone (Lighthouse's default mobile emulation and simulated slow 4G with a 4x
// slower CPU): performance and accessibility of the main pages. Figures, not pass/fail (part of `npm run bench`).
// Signed-in pages are measured in the tab that signed in, with its storage kept (the demo session lives there).
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { build, preview } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium';
import { repoRoot } from './scratch-copy';

const pages = [
  { path: '/login', role: '' },
  { path: '/yourCases', role: 'Client' },
  { path: '/yourCases/1001', role: 'Client' },
  { path: '/cases', role: 'Admin' },
];

export async function benchLighthouse(): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-lighthouse-'));
  await build({ root: repoRoot, mode: 'demo', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: repoRoot,
    mode: 'demo',
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const { port } = server.httpServer.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = ['Lighthouse, built demo, mobile   performance  accessibility  FCP / LCP / TBT'];
  try {
    for (const { path, role } of pages) {
      const page = await browser.newPage();
      if (role) {
        await page.goto(`${baseUrl}/login?demoRole=${role}`);
        await page.waitForFunction(() => window.location.pathname === '/');
      }
      const result = await lighthouse(
        `${baseUrl}${path}`,
        { onlyCategories: ['performance', 'accessibility'], disableStorageReset: true, logLevel: 'error' },
        undefined,
        page,
      );
      const score = (category: string) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100);
      const timing = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
        .map((id) => result?.lhr.audits[id]?.displayValue ?? '?')
        .join(' / ');
      const failed = Object.values(result?.lhr.audits ?? {})
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id);
      rows.push(
        `  ${`${path}${role ? ` (${role})` : ''}`.padEnd(30)} ${String(score('performance')).padStart(11)}` +
          `  ${String(score('accessibility')).padStart(13)}  ${timing}${failed.length ? `   failed: ${failed.join(', ')}` : ''}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchLighthouse()).join('\n'));
