// How fast the demo shows data after a full reload: the README's start command (the Vite dev server in demo
// mode) and the built demo, in headless Chromium. Figures, not pass/fail (part of `npm run bench`).
//   time to data   reload → the page's data is on screen: with the browser cache (F5) and without it (a first visit)
//   main thread    the renderer's main-thread task time of the reloaded page until then (CDP Performance.getMetrics)
//   4x CPU         the built demo with Chromium's CPU throttled 4x, as Lighthouse's mobile measurement does
import { chromium, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { withBuiltDemo } from './built-apps';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium';
import { repoRoot } from './scratch-copy';

interface Probe {
  label: string;
  path: string;
  role: string;
  /** What is on screen once the page shows its data. */
  ready: (page: Page) => Promise<unknown>;
}

const probes: Probe[] = [
  {
    label: 'sign-in',
    path: '/login',
    role: '',
    ready: (page) => page.getByRole('button', { name: 'Klient' }).waitFor(),
  },
  {
    label: '/yourCases',
    path: '/yourCases',
    role: 'Client',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  {
    label: '/yourCases/1001',
    path: '/yourCases/1001',
    role: 'Client',
    ready: (page) => page.getByText('Sprawa nr 1001').waitFor(),
  },
];

const metric = (metrics: { name: string; value: number }[], name: string) =>
  metrics.find((m) => m.name === name)?.value ?? 0;

async function measure(baseUrl: string, { throttle = 1, cache = true }: { throttle?: number; cache?: boolean } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows: string[] = [];
  try {
    for (const probe of probes) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      if (probe.role) {
        await page.goto(`${baseUrl}/login?demoRole=${probe.role}`);
        await page.waitForURL(`${baseUrl}/`);
      }
      await page.goto(`${baseUrl}${probe.path}`);
      await probe.ready(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
      const times: number[] = [];
      const tasks: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = Date.now();
        await page.reload({ waitUntil: 'commit' });
        await probe.ready(page);
        times.push(Date.now() - started);
        const after = (await cdp.send('Performance.getMetrics')).metrics;
        tasks.push(metric(after, 'TaskDuration') * 1000);
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
      rows.push(
        `  ${probe.label.padEnd(18)} time to data ${String(median(times)).padStart(5)} ms   main thread ${String(Math.round(median(tasks))).padStart(5)} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export async function benchDemoStart() {
  const lines: string[] = [];
  const dev = await createServer({
    root: repoRoot,
    mode: 'demo',
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0 },
  });
  await dev.listen();
  try {
    const url = dev.resolvedUrls!.local[0].replace(/\/$/, '');
    lines.push('demo start, `npm start` (Vite dev server), reload:', ...(await measure(url)));
    lines.push('demo start, `npm start`, reload without the browser cache:', ...(await measure(url, { cache: false })));
  } finally {
    await dev.close();
  }

  await withBuiltDemo(async (url) => {
    lines.push('demo start, built demo (`npm run build:demo`), reload:', ...(await measure(url)));
    lines.push(
      'demo start, built demo, 4x CPU slowdown, no cache:',
      ...(await measure(url, { throttle: 4, cache: false })),
    );
  });
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await benchDemoStart()).join('\n'));
}
