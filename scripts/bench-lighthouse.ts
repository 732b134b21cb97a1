// Lighthouse on the built demo, as a phone (Lighthouse's default mobile emulation and simulated slow 4G with a 4x
// slower CPU): performance and accessibility of the main pages. Figures, not pass/fail (part of `npm run bench`).
// Signed-in pages are measured in the tab that signed in, with its storage kept (the demo session lives there).
// Each page is measured RUNS times and the run with the median performance score is shown, as Lighthouse advises
// (five runs): one run swings by ten points and more, with the speed of this shared machine (its CPU index below). Each row ends with Lighthouse's CPU benchmark index of its median
// run (higher is faster), to compare runs on different machines or at different times.
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { withBuiltDemo } from './built-demo';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium';

const RUNS = 5;

const pages = [
  { path: '/login', role: '' },
  { path: '/landing', role: '' },
  { path: '/investor', role: '' },
  { path: '/register', role: '' },
  { path: '/', role: 'Client' },
  { path: '/yourCases', role: 'Client' },
  { path: '/yourCases/1001', role: 'Client' },
  { path: '/cases', role: 'Admin' },
];

export const benchLighthouse = (): Promise<string[]> =>
  withBuiltDemo(async (baseUrl) => {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const rows = ['Lighthouse, built demo, mobile   performance  accessibility  FCP / LCP / TBT   CPU index'];
    try {
      for (const { path, role } of pages) {
        const runs: Audit[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(browser, baseUrl, path, role));
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(RUNS / 2)];
        rows.push(`${median.row}   (runs: ${runs.map((run) => run.performance).join(', ')})`);
      }
    } finally {
      await browser.close();
    }
    return rows;
  });

interface Audit {
  performance: number;
  row: string;
}

async function audit(browser: Browser, baseUrl: string, path: string, role: string): Promise<Audit> {
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
  await page.close();
  const score = (category: string) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100);
  const timing = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .map((id) => result?.lhr.audits[id]?.displayValue ?? '?')
    .join(' / ');
  const cpuIndex = Math.round(result?.lhr.environment.benchmarkIndex ?? 0);
  const failed = Object.values(result?.lhr.audits ?? {})
    .filter((item) => item.scoreDisplayMode === 'binary' && item.score === 0)
    .map((item) => item.id);
  return {
    performance: score('performance'),
    row:
      `  ${`${path}${role ? ` (${role})` : ''}`.padEnd(30)} ${String(score('performance')).padStart(11)}` +
      `  ${String(score('accessibility')).padStart(13)}  ${timing}   ${cpuIndex}${failed.length ? `   failed: ${failed.join(', ')}` : ''}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchLighthouse()).join('\n'));
