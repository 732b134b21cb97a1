import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApiCalls, launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const apiHeaders = async (page: Page) => (await demoApiCalls(page)).map((call) => call.headers);

describe('organisations and impersonation in the browser', () => {
  it('switching organisation stores it, reloads the root page and sends the new Organisation header', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Manager');
    await page.getByRole('combobox', { name: 'Organizacja' }).click();
    await page.getByRole('option', { name: 'Partner' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: 'Portal Partnera — strona główna' }).waitFor();
    const partner = String(ids.organisation.partner);
    await expect.poll(async () => (await apiHeaders(page)).some((h) => h.organisation === partner)).toBe(true);
    expect(
      await page.evaluate(() => [sessionStorage.getItem('organisationId'), localStorage.getItem('organisationId')]),
    ).toEqual([partner, partner]);
    expect(await page.title()).toBe('Strona główna | Portal Partnera');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('impersonation: the header goes on every call, the indicator shows, the acting user is the impersonated one', async () => {
    const { page } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/?impersonatedUserId=${ids.person.client}`);
    await page.getByText('Tryb impersonacji').waitFor();
    // read once, then gone from the address
    expect(page.url()).toBe(`${demoUrl}/`);
    await expect.poll(async () => (await apiHeaders(page)).length).toBeGreaterThan(0);
    expect((await apiHeaders(page)).every((h) => h.impersonateduser === String(ids.person.client))).toBe(true);
    // the client's own screens open for the impersonated client
    await page.goto(`${demoUrl}/yourCases`);
    await page.getByRole('heading', { name: 'Twoje sprawy' }).waitFor();
    await page.context().close();
  });

  it('"Zakończ impersonację" ends it: the root page reloads as the signed-in user, no header any more', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/?impersonatedUserId=${ids.person.client}`);
    await page.getByText('Tryb impersonacji').waitFor();
    await page.getByRole('button', { name: 'Zakończ impersonację' }).click();
    // the root page loads again (its address does not change)
    await page.getByText('Tryb impersonacji').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Menu użytkownika/ }).waitFor();
    await expect.poll(async () => (await apiHeaders(page)).length).toBeGreaterThan(0);
    expect((await apiHeaders(page)).every((h) => h.impersonateduser === undefined)).toBe(true);
    expect(await page.getByText('Tryb impersonacji').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('impersonatedUserId'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('"Wyloguj" ends it: whoever signs in next in the tab calls as themselves', async () => {
    const { page } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/?impersonatedUserId=${ids.person.client}`);
    await page.getByText('Tryb impersonacji').waitFor();
    await page.getByRole('button', { name: /^Menu użytkownika/ }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await page.waitForURL(`${demoUrl}/login`);
    await signInToDemo(page, demoUrl, 'Manager');
    await page.getByRole('button', { name: /^Menu użytkownika/ }).waitFor();
    await expect.poll(async () => (await apiHeaders(page)).length).toBeGreaterThan(0);
    expect((await apiHeaders(page)).every((h) => h.impersonateduser === undefined)).toBe(true);
    expect(await page.getByText('Tryb impersonacji').count()).toBe(0);
    await page.context().close();
  });

  it.each(['ż', 'abc', '1e3'])('?impersonatedUserId=%s is ignored and removed from the address', async (value) => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/news?impersonatedUserId=${encodeURIComponent(value)}`);
    await page.waitForURL(`${demoUrl}/news`);
    await page.getByRole('button', { name: /^Menu użytkownika/ }).waitFor();
    await expect.poll(async () => (await apiHeaders(page)).length).toBeGreaterThan(0);
    expect((await apiHeaders(page)).every((h) => h.impersonateduser === undefined)).toBe(true);
    const requested = (await demoApiCalls(page)).map((call) => new URL(call.url).pathname);
    expect(requested).toContain(`/api/ApplicationUser/${ids.person.admin}`);
    expect(requested.some((path) => path.includes('NaN'))).toBe(false);
    expect(await page.getByText('Tryb impersonacji').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a user whose first-login data is not filled is sent to /confirmDetails, which remembers the page', async () => {
    const { page } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/news?impersonatedUserId=${ids.person.newClient}`);
    await page.waitForURL(`${demoUrl}/confirmDetails?redirect=%2Fnews`);
    await page.getByRole('heading', { name: 'Uzupełnij dane' }).waitFor();
    await page.context().close();
  });
});
