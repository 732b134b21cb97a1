import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const roles = ['Client', 'Patron', 'Manager', 'Ambassador', 'ExpertEmployee', 'ExpertOwner', 'Admin'];

describe('demo mode in a real browser', () => {
  it.each(roles)('/login?demoRole=%s reaches the main page with no console error', async (role) => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, role);
    await page.getByRole('heading', { level: 1, name: /^Dzień dobry/ }).waitFor();
    expect(await page.title()).toBe('Strona główna | Portal Klienta');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // MSW answers inside the page: no service worker, so none of its registration updates can fail in the page
  it('forty navigations of the demo register no service worker and raise no page error', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    const paths = ['/yourCases', '/yourCases/1001', '/mySettlements', '/news', '/'];
    for (let i = 0; i < 40; i += 1) {
      const path = paths[i % paths.length];
      await page.goto(`${demoUrl}${path}`);
      await page.waitForFunction(() => document.title !== '');
    }
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the sign-in page offers a button per role, and a button signs in and returns to the remembered page', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${demoUrl}/mySettlements`);
    await page.waitForURL(`${demoUrl}/login`);
    await page.getByRole('button', { name: 'Klient' }).click();
    await page.waitForURL(`${demoUrl}/mySettlements`);
    await page.getByRole('heading', { name: 'Twoje rozliczenia' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a deep link is served by the static host and an unknown path shows "Nie znaleziono strony"', async () => {
    const { page } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.goto(`${demoUrl}/nie-ma-takiej-strony`);
    await page.getByRole('heading', { name: 'Nie znaleziono strony' }).waitFor();
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await page.waitForURL(`${demoUrl}/`);
    await page.context().close();
  });

  it('a client is sent from an admin route to the main page', async () => {
    const { page } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.goto(`${demoUrl}/cases`);
    await page.waitForURL(`${demoUrl}/`);
    await page.getByRole('heading', { level: 1, name: /^Dzień dobry/ }).waitFor();
    await page.context().close();
  });
});
