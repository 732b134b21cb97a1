// The server decides who may call what; the route guard only spares a user the screens they cannot use. The
// production build (real sign-in with the development OpenID provider, the demo backend served from Node) with a
// client whose profile is made to claim the Admin role: the guard opens an administrator's screen, the API refuses
// its calls, and the screen says so in the words of the error catalogue.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoPersonByRole } from '@/mocks/people';
import { launchBrowser, openPage, signInAtProvider } from './browser';

const app = inject('productionAppUrl');
const api = inject('apiUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const forbiddenText = 'Wygląda na to że nie masz dostępu do żądanego zasobu';

describe('a client whose profile claims the Admin role', () => {
  it('opens /cases past the route guard; the API answers 403 and the screen says so, with no one’s cases', async () => {
    const { page, errors } = await openPage(browser);
    const client = demoPersonByRole('Client');
    // only the current user's profile is changed on its way to the app
    await page.route(`${api}/api/ApplicationUser/${client.id}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      // the body is answered anew: not compressed, its length that of the new one
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
      await route.fulfill({ response, headers, json: { ...(await response.json()), roles: ['Admin'] } });
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${api}/api/`) && response.status() === 403) refused.push(response.url());
    });

    await signInAtProvider(page, `${app}/cases`);

    // the guard let the "administrator" in; the page's call was refused, and the page says so in place of the list
    await page.getByRole('alert').filter({ hasText: 'Brak dostępu' }).filter({ hasText: forbiddenText }).waitFor();
    expect(page.url()).toBe(`${app}/cases`);
    expect(refused.map((url) => new URL(url).pathname)).toContain('/api/Case');
    // no list of cases, nobody's name from one; the app around it still works
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByText('Kowalska Design').count()).toBe(0);
    expect(await page.getByText('Mazur').count()).toBe(0);
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await page.getByRole('heading', { level: 1, name: /^Dzień dobry/ }).waitFor();
    // the browser reports the refused call in the console, and the router the page's failed load; nothing else
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
    await page.context().close();
  });
});
