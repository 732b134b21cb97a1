// Real sign-in: the app built for OpenID Connect against the development provider (20 s tokens),
// with the API mocked in the browser (it answers 401 to expired tokens, like a real API).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settlementId } from '@/mocks/db/settlement-ids';
import { demoPersonByRole } from '@/mocks/people';
import { demoApiCalls, launchBrowser, openPage, signInAtProvider } from './browser';

const app = inject('oidcAppUrl');
const idp = inject('idpUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const client = demoPersonByRole('Client');
const storedUserKey = `oidc.user:${idp}:portal-dev`;
const accessToken = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null')?.access_token as string | undefined,
    storedUserKey,
  );

/** How many calls the page has made, once none was added for half a second (0 until then). */
const settledCallCount = (page: Page) => {
  let last = -1;
  return async () => {
    const count = (await demoApiCalls(page)).length;
    const settled = count === last;
    last = count;
    if (!settled) await new Promise((resolve) => setTimeout(resolve, 500));
    return settled ? count : 0;
  };
};

const signIn = (page: Page, path: string) => signInAtProvider(page, `${app}${path}`);

describe('sign-in with the development OpenID provider', () => {
  it('signs in with code + PKCE and returns to the remembered path; no token in the URL or local storage', async () => {
    const { page, errors } = await openPage(browser);
    const urls: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    await signIn(page, '/yourCases?search=Kowalska');
    await page.getByRole('heading', { name: 'Twoje sprawy' }).waitFor();
    await page.getByRole('button', { name: 'Menu użytkownika' }).waitFor();
    const token = await accessToken(page);
    expect(token).toBeTruthy();
    expect(urls.some((url) => url.includes(token!))).toBe(false);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token!);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a tampered external return path is not followed: the app goes to /', async () => {
    const { page } = await openPage(browser);
    // on the way back from the provider, point the stored sign-in state at another site
    await page.addInitScript(() => {
      if (!location.pathname.startsWith('/signin-callback')) return;
      for (const key of Object.keys(sessionStorage).filter(
        (k) => k.startsWith('oidc.') && !k.startsWith('oidc.user'),
      )) {
        const state = JSON.parse(sessionStorage.getItem(key)!);
        state.data = { returnPath: '//evil.example/steal' };
        sessionStorage.setItem(key, JSON.stringify(state));
      }
    });
    await page.goto(`${app}/mySettlements`);
    await page.waitForURL((url) => url.origin === idp);
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Hasło').fill(client.password);
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await page.waitForURL(`${app}/`);
    await page.getByRole('heading', { level: 1, name: /^Dzień dobry/ }).waitFor();
    await page.context().close();
  });

  it('renews the access token silently before it expires, with no visible interruption', async () => {
    const { page, errors } = await openPage(browser);
    await signIn(page, '/yourCases');
    const first = await accessToken(page);
    await expect.poll(() => accessToken(page), { timeout: 30_000, interval: 1000 }).not.toBe(first);
    expect(page.url()).toBe(`${app}/yourCases`);
    await page.getByRole('link', { name: 'Twoje rozliczenia' }).click();
    await page.getByRole('heading', { name: 'Twoje rozliczenia' }).waitFor();
    expect(page.url()).toBe(`${app}/mySettlements`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an API 401 renews the session and repeats the call', async () => {
    const { page } = await openPage(browser);
    await signIn(page, '/yourCases');
    const before = await accessToken(page);
    // the refusal is one-shot: no call of the first load may still be under way to take it
    await page.getByRole('heading', { name: 'Twoje sprawy' }).waitFor();
    await expect.poll(settledCallCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.evaluate(() => window.portalDemo!.rejectNextApiCall());
    await page.reload();
    await page.getByRole('heading', { name: 'Twoje sprawy' }).waitFor();
    // the refused call is repeated once, with the renewed token, and succeeds
    await expect.poll(async () => (await demoApiCalls(page)).filter((call) => call.status === 401).length).toBe(1);
    const calls = await demoApiCalls(page);
    const refused = calls.findIndex((call) => call.status === 401);
    const repeated = async () =>
      (await demoApiCalls(page))
        .slice(refused + 1)
        .find((call) => call.url === calls[refused].url && call.status === 200);
    await expect.poll(repeated).toBeDefined();
    const renewed = await accessToken(page);
    expect(renewed).not.toBe(before);
    expect(calls[refused].headers.authorization).toBe(`Bearer ${before}`);
    expect((await repeated())!.headers.authorization).toBe(`Bearer ${renewed}`);
    expect(page.url()).toBe(`${app}/yourCases`);
    await page.context().close();
  });

  it('when renewal fails: "Sesja wygasła", the user is removed and sign-in brings them back to the page', async () => {
    const { page } = await openPage(browser);
    await signIn(page, '/mySettlements');
    // the refusal is one-shot: no call of the first load may still be under way to take it
    await expect.poll(settledCallCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const visitedIdp: string[] = [];
    // the provider answers at once with a redirect back, so look for the navigation request, not a page
    page.on('request', (request) => {
      if (
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        new URL(request.url()).origin === idp
      ) {
        visitedIdp.push(request.url());
      }
    });
    // a refresh token the provider no longer accepts, and an API that refuses the current token. The stored
    // expiry is moved away so the 20 s test token cannot run out first on a slow machine (that is another path:
    // sign-in without the notice).
    await page.evaluate((key) => {
      const user = JSON.parse(sessionStorage.getItem(key)!);
      const expires_at = Math.floor(Date.now() / 1000) + 3600;
      sessionStorage.setItem(key, JSON.stringify({ ...user, refresh_token: 'revoked', expires_at }));
      window.portalDemo!.rejectNextApiCall();
    }, storedUserKey);
    await page.reload();
    await page.getByText('Sesja wygasła').waitFor();
    await page.getByText('Następuje przekierowanie do strony logowania').waitFor();
    // the provider still has a session, so sign-in returns at once to the remembered page
    await expect.poll(() => visitedIdp.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForURL((url) => url.origin === app && url.pathname === '/mySettlements', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Twoje rozliczenia' }).waitFor();
    await page.context().close();
  });

  it('the public checkout signs the user out at the provider too: the next protected page asks for a sign-in', async () => {
    const { page } = await openPage(browser);
    await signIn(page, '/mySettlements');
    await page.getByRole('heading', { name: 'Twoje rozliczenia' }).waitFor();
    // in a hidden frame: the sign-out page of the provider, then its answer to the silent-renewal page
    const signedOut = page.waitForRequest(`${app}/silent-renew.html`);
    await page.goto(`${app}/checkout/${settlementId(2)}`);
    await signedOut;
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), storedUserKey)).toBeNull();
    await page.goto(`${app}/mySettlements`);
    await page.waitForURL((url) => url.origin === idp);
    await page.getByLabel('Hasło').waitFor();
    await page.context().close();
  });
});
