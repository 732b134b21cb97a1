import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/ensure-chromium';
import type { UserRole } from '@portal/sdk/model';
import { demoPersonByRole } from '@/mocks/people';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/**
 * A fresh page (own storage) that records console errors and uncaught exceptions, and every report of the
 * Content-Security-Policy (`securitypolicyviolation`, in any frame, across navigations).
 */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[]; cspViolations: string[] }> {
  const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 800 } });
  const cspViolations: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, violation: string) =>
    cspViolations.push(`${frame.url()}: ${violation}`),
  );
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, cspViolations };
}

/** Demo sign-in by URL (`/login?demoRole=<Role>`), landing on the main page. */
export async function signInToDemo(page: Page, demoUrl: string, role: string) {
  await page.goto(`${demoUrl}/login?demoRole=${role}`);
  await page.waitForURL(`${demoUrl}/`);
}

/**
 * Real sign-in (the development OpenID provider) of the demo person of `role`: opens `url` of an OpenID build, signs
 * in on the provider's page and waits until the app is back at `url`.
 */
export async function signInAtProvider(page: Page, url: string, role: UserRole = 'Client') {
  const person = demoPersonByRole(role);
  await page.goto(url);
  await page.waitForURL((address) => address.origin !== new URL(url).origin);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Hasło').fill(person.password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await page.waitForURL(url);
}

/**
 * The API calls the demo's mock API answered since the page last loaded (header names in lower case): it answers
 * inside the page, so its calls are not network requests. The hub's negotiation is not an API call.
 */
export const demoApiCalls = (page: Page) =>
  page.evaluate(() =>
    (window.portalDemo?.calls() ?? []).filter((call) => new URL(call.url).pathname.startsWith('/api/')),
  );
