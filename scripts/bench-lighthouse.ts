// Lighthouse as a phone (its default mobile emulation: simulated slow 4G and a 4x slower CPU), on the built demo and
// on the production build (served over HTTPS and HTTP/2 as a production host serves it, against the development
// sign-in server and the demo backend served from Node): the performance and accessibility of the main pages, each
// page on a first visit and on a return visit. Figures, not pass/fail (part of `npm run bench`).
//   first visit   Lighthouse's default: the browser cache and the origin's caches are emptied before the load
//                 (a signed-in page keeps its session, which lives in the tab: a first visit after an update)
//   return visit  the same tab right after, its cache kept (`disableStorageReset`)
// Each page is measured RUNS times per visit, interleaved, and the run with the median performance is shown, with
// all runs' scores: one run swings by ten points and more with the speed of this shared machine. Each row ends with
// Lighthouse's CPU benchmark index of its median run (higher is faster), to compare runs across machines and times.
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { withBuiltDemo, withBuiltProduct } from './built-apps';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium';
import type { UserRole } from '@portal/sdk/model';
import { demoPersonByRole } from '../src/mocks/people';

/** Runs per page and visit (`BENCH_RUNS=5 npm run bench` for Lighthouse's advice of five). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface BenchPage {
  path: string;
  role: string;
}

const signedOut = (path: string): BenchPage => ({ path, role: '' });
const demoPages: BenchPage[] = [
  ...['/login', '/landing', '/investor', '/register'].map(signedOut),
  { path: '/', role: 'Client' },
  { path: '/yourCases', role: 'Client' },
  { path: '/yourCases/1001', role: 'Client' },
  { path: '/cases', role: 'Admin' },
  { path: '/users', role: 'Admin' },
  { path: '/leads', role: 'Manager' },
];
const productPages: BenchPage[] = [signedOut('/login'), ...demoPages.filter((page) => page.role)];

type SignIn = (page: Page, baseUrl: string, role: string) => Promise<void>;

const demoSignIn: SignIn = async (page, baseUrl, role) => {
  await page.goto(`${baseUrl}/login?demoRole=${role}`);
  await page.waitForFunction(() => window.location.pathname === '/');
};

/** Through the development sign-in server's form, as a person signs in. */
const productSignIn: SignIn = async (page, baseUrl, role) => {
  const person = demoPersonByRole(role as UserRole);
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', person.email);
  await page.type('input[name="password"]', person.password);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForFunction((origin) => window.location.href === `${origin}/`, {}, baseUrl);
};

export async function benchLighthouse(builds = ['demo', 'production']): Promise<string[]> {
  const demo = builds.includes('demo')
    ? await withBuiltDemo((url) => measure('built demo', url, demoPages, demoSignIn, []))
    : [];
  const product = builds.includes('production')
    ? await withBuiltProduct((url, flags) => measure('production build', url, productPages, productSignIn, flags), {
        https: true,
      })
    : [];
  return [...demo, ...product];
}

async function measure(build: string, baseUrl: string, pages: BenchPage[], signIn: SignIn, flags: string[]) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...flags] });
  const rows = [
    `Lighthouse, ${build}, mobile          first visit: perf  (runs)      FCP / LCP / TBT     requests   KB` +
      `  | return visit: perf  (runs)      FCP / LCP / TBT   | a11y  CPU index`,
  ];
  try {
    for (const { path, role } of pages) {
      const cold: Audit[] = [];
      const warm: Audit[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        cold.push(await audit(browser, baseUrl, path, role, signIn, false));
        warm.push(await audit(browser, baseUrl, path, role, signIn, true));
      }
      const first = median(cold);
      const again = median(warm);
      const runs = (audits: Audit[]) => `(${audits.map((a) => a.performance).join(', ')})`.padEnd(14);
      rows.push(
        `  ${`${path}${role ? ` (${role})` : ''}`.padEnd(34)} ${String(first.performance).padStart(4)}  ${runs(cold)}` +
          ` ${first.timing.padEnd(20)} ${String(first.requests).padStart(5)}  ${String(first.kb).padStart(5)}` +
          `  |               ${String(again.performance).padStart(4)}  ${runs(warm)} ${again.timing.padEnd(17)} |` +
          ` ${String(first.accessibility).padStart(4)}  ${first.cpuIndex} / ${again.cpuIndex}` +
          `${first.failed.length ? `   failed: ${first.failed.join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const median = (audits: Audit[]) =>
  [...audits].sort((a, b) => a.performance - b.performance)[Math.floor(audits.length / 2)];

interface Audit {
  performance: number;
  accessibility: number;
  timing: string;
  requests: number;
  kb: number;
  cpuIndex: number;
  failed: string[];
}

/** One Lighthouse run in a browser context of its own (a fresh sign-in), `warm`: with the cache of that sign-in. */
async function audit(
  browser: Browser,
  baseUrl: string,
  path: string,
  role: string,
  signIn: SignIn,
  warm: boolean,
): Promise<Audit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (role) await signIn(page, baseUrl, role);
  else if (warm) await page.goto(`${baseUrl}${path}`);
  const result = await lighthouse(
    `${baseUrl}${path}`,
    { onlyCategories: ['performance', 'accessibility'], disableStorageReset: warm, logLevel: 'error' },
    undefined,
    page,
  );
  await context.close();
  const lhr = result!.lhr;
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: { transferSize?: number }[] })?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    timing: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
      .map((id) => lhr.audits[id]?.displayValue ?? '?')
      .join(' / '),
    requests: requests.length,
    kb: Math.round(requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024),
    cpuIndex: Math.round(lhr.environment.benchmarkIndex ?? 0),
    failed: Object.values(lhr.audits)
      .filter((item) => item.scoreDisplayMode === 'binary' && item.score === 0)
      .map((item) => item.id),
  };
}

// `tsx scripts/bench-lighthouse.ts production` measures one build
if (import.meta.url === `file://${process.argv[1]}`)
  console.log((await benchLighthouse(process.argv.slice(2).length ? process.argv.slice(2) : undefined)).join('\n'));
