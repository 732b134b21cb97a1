import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/ensure-chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** A fresh page (own storage) that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Demo sign-in by URL (`/login?demoRole=<Role>`), landing on the main page. */
export async function signInToDemo(page: Page, demoUrl: string, role: string) {
  await page.goto(`${demoUrl}/login?demoRole=${role}`);
  await page.waitForURL(`${demoUrl}/`);
}
