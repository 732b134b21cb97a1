// Issue 32: a double click sends what moves money or creates something once. Each payment path and the main
// create forms are double-clicked in the built apps and the API calls that went out are counted. In the demo its
// API is answered inside the page (no network request), and some paths leave the page (the provider's page, the
// marketing site's): the calls are recorded as the app makes them, across those navigations. The production build
// makes real requests to the demo backend served from Node: there they are counted on the network.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';
import { launchBrowser, openPage, signInToDemo, signInAtProvider } from './browser';

const demoUrl = inject('demoUrl');
const app = inject('productionAppUrl');
const api = inject('apiUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const OVERDUE_INVOICE = 'FV/2026/10/0087';

/**
 * The demo's API calls ("POST /api/Case"), recorded from now on in every page the tab opens: once the demo's
 * backend answers in a page, its `fetch` (through which the app's calls reach the in-page backend) is wrapped.
 */
async function recordDemoCalls(page: Page) {
  const calls: string[] = [];
  await page.exposeBinding('recordDemoCall', (_source, call: string) => void calls.push(call));
  await page.addInitScript(() => {
    const page = window as unknown as { portalDemo?: unknown; recordDemoCall(call: string): void };
    const since = Date.now();
    const wrap = () => {
      // a page without the demo's backend (the provider's stand-in page) makes no API calls
      if (!page.portalDemo) return void (Date.now() - since < 15_000 && setTimeout(wrap, 5));
      const answered = window.fetch;
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        if (url.pathname.startsWith('/api/')) page.recordDemoCall(`${method} ${url.pathname}`);
        return answered(input, init);
      };
    };
    wrap();
  });
  return calls;
}

/** How many of the calls were this one (a path with `*` for one segment). */
const count = (calls: readonly string[], method: string, path: string) => {
  const pattern = new RegExp(`^${method} ${path.replace(/\*/g, '[^/]+')}$`);
  return calls.filter((call) => pattern.test(call)).length;
};

/**
 * A double click as it lands on a busy device: both clicks before React has rendered the first one's pending state.
 * Playwright's `dblclick` on an idle machine leaves React the time to render between its clicks, and did not catch
 * a form without the lock.
 */
const doubleClick = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/** Time for a second request to go out, if one were to. */
const settle = (page: Page) => page.waitForTimeout(500);

async function openPayment(page: Page) {
  await page.goto(`${demoUrl}/mySettlements`);
  await page.getByRole('button', { name: `Zapłać fakturę ${OVERDUE_INVOICE}` }).click();
  return page.getByRole('dialog', { name: 'Płatność kartą' });
}

async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Numer karty' }).fill(number);
  await page.getByRole('textbox', { name: 'Data ważności' }).fill('11/29');
  await page.getByRole('textbox', { name: 'Kod CVV' }).fill('123');
}

describe('a double click in the demo sends one request', () => {
  it('paying by the saved card on /mySettlements', async () => {
    const { page, errors } = await openPage(browser);
    const calls = await recordDemoCalls(page);
    await signInToDemo(page, demoUrl, 'Client');
    const dialog = await openPayment(page);
    await dialog.getByRole('radio', { name: 'Zapisana karta Visa •••• 1111' }).waitFor();
    await doubleClick(dialog.getByRole('button', { name: 'Zapłać' }));

    await page.getByText('Płatność przyjęta').waitFor();
    await page.getByRole('region', { name: 'Opłacone' }).getByText(OVERDUE_INVOICE).waitFor();
    await settle(page);
    expect(count(calls, 'PUT', `/api/Settlement/${settlementId(2)}/payBySavedCard`)).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paying on the provider’s page: the portal starts the payment once, the stand-in page takes it once', async () => {
    const { page, errors } = await openPage(browser);
    const calls = await recordDemoCalls(page);
    await signInToDemo(page, demoUrl, 'Client');
    const dialog = await openPayment(page);
    await dialog.getByRole('radio', { name: 'Inna karta, na stronie operatora płatności' }).check();
    await doubleClick(dialog.getByRole('button', { name: 'Zapłać' }));

    await page.waitForURL(/\/demo-card-provider\.html\?operation=pay/);
    await page.getByRole('button', { name: 'Zapłać', exact: true }).dblclick();
    await page.waitForURL(/\/mySettlements\?statusCode=SUCCESS/);
    await page.getByRole('region', { name: 'Opłacone' }).getByText(OVERDUE_INVOICE).waitFor();
    await settle(page);
    expect(count(calls, 'POST', '/api/Settlement/payment')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paying at the public checkout: the card saved once, the payment made once', async () => {
    const { page, errors } = await openPage(browser);
    const calls = await recordDemoCalls(page);
    await page.goto(`${demoUrl}/checkout/${settlementId(2)}`);
    await page.getByText(`Faktura ${OVERDUE_INVOICE}`).waitFor();
    await typeCard(page, '4444 3333 2222 1111');
    await doubleClick(page.getByRole('button', { name: 'Zapłać' }));

    // confirmed: the marketing site's success page (the demo's stand-in for it)
    await page.waitForURL(/\/demo-card-provider\.html\?operation=marketing&page=success/, { timeout: 15_000 });
    expect(count(calls, 'POST', '/api/Checkout/saveCard')).toBe(1);
    expect(count(calls, 'POST', '/api/Checkout/pay')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('adding a card on the cards tab', async () => {
    const { page, errors } = await openPage(browser);
    const calls = await recordDemoCalls(page);
    await signInToDemo(page, demoUrl, 'Client');
    await page.goto(`${demoUrl}/mySettlements`);
    await page.getByRole('tab', { name: 'Karty płatnicze' }).click();
    await typeCard(page, '4444 3333 2222 1111');
    await doubleClick(page.getByRole('button', { name: 'Zapisz' }));

    await page.getByText('Karta została dodana pomyślnie').waitFor();
    await settle(page);
    expect(count(calls, 'POST', '/api/Settlement/saveCard')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reporting a new case', async () => {
    const { page, errors } = await openPage(browser);
    const calls = await recordDemoCalls(page);
    await signInToDemo(page, demoUrl, 'Client');
    await reportCase(page, demoUrl);
    await settle(page);
    expect(count(calls, 'POST', '/api/Case')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a comment on a case', async () => {
    const { page, errors } = await openPage(browser);
    const calls = await recordDemoCalls(page);
    await signInToDemo(page, demoUrl, 'Client');
    await comment(page, demoUrl);
    await settle(page);
    expect(count(calls, 'POST', '/api/CaseMessage')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

async function reportCase(page: Page, origin: string) {
  await page.goto(`${origin}/yourCases/add`);
  await page.getByRole('combobox', { name: 'Produkt' }).click();
  await page.getByRole('option', { name: 'Konsultacja z ekspertem' }).click();
  await page.getByRole('textbox', { name: 'Opis sprawy' }).fill('Jedna sprawa, choć kliknięta dwa razy.');
  await doubleClick(page.getByRole('button', { name: 'Zgłoś sprawę' }));
  await page.waitForURL(/\/yourCases\/\d+$/);
}

async function comment(page: Page, origin: string) {
  await page.goto(`${origin}/yourCases/${ids.case.accounting}`);
  const panel = page.getByRole('region', { name: 'Aktywność w sprawie' });
  await panel.scrollIntoViewIfNeeded();
  const text = panel.getByRole('textbox', { name: 'Komentarz' });
  await text.fill('Jeden komentarz, choć kliknięty dwa razy.');
  await panel.getByRole('checkbox', { name: 'Magdalena Kamińska (ekspert)' }).check();
  await doubleClick(panel.getByRole('button', { name: 'Wyślij' }));
  await expect.poll(() => text.inputValue(), { timeout: 10_000 }).toBe('');
  await panel.getByText('Jeden komentarz, choć kliknięty dwa razy.').waitFor();
}

describe('a double click in the production build sends one request', () => {
  it('reporting a new case and a comment, counted on the network', async () => {
    const { page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === api && request.method() !== 'OPTIONS') requests.push(`${request.method()} ${url.pathname}`);
    });
    await signInAtProvider(page, `${app}/yourCases`);

    await reportCase(page, app);
    await comment(page, app);
    await settle(page);
    expect(count(requests, 'POST', '/api/Case')).toBe(1);
    expect(count(requests, 'POST', '/api/CaseMessage')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
