// The built apps under their Content-Security-Policy (scripts/build/csp.ts): not one violation, in the production
// build (real sign-in with the development OpenID provider, the demo backend served from Node on another origin,
// the notification hub over a WebSocket) and in the demo (its API answered inside the page).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo, signInAtProvider } from './browser';

const app = inject('productionAppUrl');
const api = inject('apiUrl');
const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('the production build under its Content-Security-Policy', () => {
  it('signs in, reaches the API and the hub, shows cases, a case, a validated form and settlements: no violation', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    const hub = page.waitForEvent('websocket', (socket) =>
      socket.url().startsWith(`${api.replace(/^http/, 'ws')}/hubs/notifications`),
    );
    const silentRenewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${app}/silent-renew.html`)) silentRenewals.push(request.url());
    });

    // before sign-in, the app tries a silent sign-in in a hidden iframe (the sign-in server, then silent-renew.html)
    await signInAtProvider(page, `${app}/yourCases`);
    await page.getByRole('heading', { name: 'Twoje sprawy' }).waitFor();
    expect(silentRenewals).toEqual([expect.stringContaining('error=login_required')]);
    const socket = await hub;
    await socket.waitForEvent('framereceived');
    expect(socket.isClosed()).toBe(false);

    await page.goto(`${app}/yourCases/${ids.case.accounting}`);
    await page.getByRole('region', { name: 'Aktywność w sprawie' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('region', { name: 'Aktywność w sprawie' })
      .getByRole('textbox', { name: 'Komentarz' })
      .waitFor();

    // the contract's rules (zod, jitless: no eval) on an empty form, then a real report to the API
    await page.goto(`${app}/yourCases/add`);
    await page.getByRole('button', { name: 'Zgłoś sprawę' }).click();
    await page.getByText('To pole jest wymagane').first().waitFor();
    await page.getByRole('combobox', { name: 'Produkt' }).click();
    await page.getByRole('option', { name: 'Konsultacja z ekspertem' }).click();
    await page
      .getByRole('textbox', { name: 'Opis sprawy' })
      .fill('Proszę o konsultację w sprawie ulgi na robotyzację.');
    await page.getByRole('button', { name: 'Zgłoś sprawę' }).click();
    await page.waitForURL(/\/yourCases\/\d+$/);

    await page.getByRole('link', { name: 'Twoje rozliczenia' }).click();
    await page.getByRole('heading', { name: 'Twoje rozliczenia' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('no other site can frame the portal (its host sends frame-ancestors): the sign-in page stays out of the frame', async () => {
    const { page } = await openPage(browser);
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    // a page of no origin of the portal's, holding the portal's sign-in and a signed-in page in frames
    await page.setContent(`<iframe src="${app}/login"></iframe><iframe src="${app}/yourCases"></iframe>`);
    expect((await refused).text()).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.frames().length).toBe(3);
    for (const frame of page.frames().slice(1)) {
      expect(frame.url()).not.toContain(app);
      expect(await frame.locator('body').innerText()).not.toMatch(/Zaloguj|Portal Klienta|Twoje sprawy/);
    }
    await page.context().close();
  });

  it('the policy is in force: an injected inline script is refused and reported', async () => {
    const { page, cspViolations } = await openPage(browser);
    await page.goto(`${app}/login`);
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations).toEqual([expect.stringContaining('script-src-elem refused inline')]);
    await page.context().close();
  });
});

describe('the demo under its Content-Security-Policy', () => {
  it("the demo's in-page API answers, and the administrator's screens show: no violation", async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.getByRole('heading', { level: 1, name: /^Dzień dobry/ }).waitFor();
    await page.goto(`${demoUrl}/cases`);
    await page.getByRole('heading', { name: 'Sprawy' }).waitFor();
    await page.goto(`${demoUrl}/professions`);
    await page.getByRole('heading', { name: 'Zawody' }).waitFor();
    await page.goto(`${demoUrl}/cases/${ids.case.accounting}`);
    await page.getByRole('region', { name: 'Aktywność w sprawie' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
