// Loading: on a slow connection the portal's frame shows at once, never a blank page, and a page does not move
// as its parts arrive.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('loading', () => {
  it.each([
    ['a phone', 390],
    ['a desktop', 1440],
  ])('on %s the header bar and a page skeleton show until the app has loaded', async (_, width) => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width, height: 844 });
    await signInToDemo(page, demoUrl, 'Client');
    // the app's code is held back, as on a slow connection, until the frame has been checked
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${demoUrl}/yourCases/1001`, { waitUntil: 'commit' });

    const loading = page.getByRole('status').filter({ hasText: 'Ładowanie portalu…' });
    await loading.waitFor();
    // laid out with the stylesheet, which the browser waits for before it paints (a layout forced by the test may
    // come before it has arrived, on a busy machine)
    const header = loading.locator('.app-placeholder-header');
    await expect.poll(() => header.boundingBox(), { timeout: 10_000 }).toMatchObject({ x: 0, y: 0, width, height: 64 });
    const blocks = loading.locator('.app-skeleton');
    expect(await blocks.count()).toBeGreaterThan(3);
    for (const block of await blocks.all()) expect(await block.isVisible()).toBe(true);
    // drawn, not white on white
    expect(await blocks.last().evaluate((block) => getComputedStyle(block).backgroundColor)).not.toMatch(
      /^rgba?\(255, 255, 255/,
    );

    release();
    await page.getByRole('heading', { name: 'Księgowość 2026 – Kowalska Design', level: 2 }).waitFor();
    expect(await loading.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a phone', 412],
    ['a desktop', 1440],
  ])("on %s the client's case page loads in place: nothing on it moves as its parts arrive", async (_, width) => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width, height: 900 });
    await signInToDemo(page, demoUrl, 'Client');
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
          shifts.push(
            `${entry.value.toFixed(3)} ${entry.sources.map((s) => (s.node as Element)?.className).join(', ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${demoUrl}/yourCases/1001`);
    await page.getByRole('region', { name: 'Co teraz w Twojej sprawie' }).waitFor();
    await page.getByRole('region', { name: 'Informacje ogólne' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
