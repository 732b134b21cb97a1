// Paying by card in the demo, end to end with no server and no card provider: the demo's stand-in for the
// provider's pages (demo-card-provider.html) plays the provider.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settlementId } from '@/mocks/db/settlement-ids';
import { seriousViolations, settled } from './axe';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const OVERDUE_INVOICE = 'FV/2026/10/0087';

/** "Zapłać" on an invoice, then the card provider's page (not the client's saved card). */
async function payOnProviderPage(page: Page, invoiceNumber: string) {
  await page.goto(`${demoUrl}/mySettlements`);
  await page.getByRole('button', { name: `Zapłać fakturę ${invoiceNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Płatność kartą' });
  await dialog.getByRole('radio', { name: 'Inna karta, na stronie operatora płatności' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zapłać' }).click();
  await page.waitForURL(/\/demo-card-provider\.html\?operation=pay/);
  await page.getByRole('heading', { name: 'Płatność kartą' }).waitFor();
}

describe('card payments in the demo', () => {
  it('a client pays an overdue invoice on the provider’s page and finds it under paid', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await payOnProviderPage(page, OVERDUE_INVOICE);
    expect(await page.getByText('430,50 zł').count()).toBe(1);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zapłać', exact: true }).click();

    await page.waitForURL(/\/mySettlements\?statusCode=SUCCESS&refReqId=/);
    await page.getByText('Płatność przyjęta').waitFor();
    const paid = page.getByRole('region', { name: 'Opłacone' });
    await paid.getByText(OVERDUE_INVOICE).waitFor();
    expect(await page.getByRole('region', { name: 'Po terminie' }).getByText(OVERDUE_INVOICE).count()).toBe(0);
    expect(await paid.getByRole('row', { name: new RegExp(OVERDUE_INVOICE) }).textContent()).toContain('Zakończono');
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('a payment cancelled at the provider is told, and "Zapłać" is offered again', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await payOnProviderPage(page, OVERDUE_INVOICE);
    await page.getByRole('button', { name: 'Anuluj płatność' }).click();

    // the payer's cancel comes back as one, told calmly, not as a failure
    await page.waitForURL(/\/mySettlements\?statusCode=CANCELED/);
    await page.getByText('Anulowano płatność').waitFor();
    const row = page
      .getByRole('region', { name: 'Po terminie' })
      .getByRole('row', { name: new RegExp(OVERDUE_INVOICE) });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Anulowano');
    await row.getByRole('button', { name: `Zapłać fakturę ${OVERDUE_INVOICE}` }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('saved cards in the demo', () => {
  /** The cards tab, a card typed into the stand-in's secure fields, and "Zapisz". */
  async function addCard(page: Page, number: string) {
    await page.goto(`${demoUrl}/mySettlements`);
    await page.getByRole('tab', { name: 'Karty płatnicze' }).click();
    await page.getByRole('textbox', { name: 'Numer karty' }).fill(number);
    await page.getByRole('textbox', { name: 'Data ważności' }).fill('11/29');
    await page.getByRole('textbox', { name: 'Kod CVV' }).fill('123');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zapisz' }).click();
  }

  it('a client adds a card through the bank’s 3-D Secure check', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await addCard(page, '5434 0210 1682 4014');
    await page.getByText('Weryfikacja karty').waitFor();
    await page.waitForURL(/\/demo-card-provider\.html\?operation=3ds/);
    await page.getByRole('heading', { name: 'Weryfikacja 3-D Secure' }).waitFor();
    await page.getByRole('button', { name: 'Potwierdź' }).click();

    await page.waitForURL(/\/mySettlements\?tab=cards&statusCode=SUCCESS/);
    await page.getByText('Karta została dodana pomyślnie').waitFor();
    await page.getByRole('article', { name: 'Mastercard •••• 4014' }).waitFor();
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('a client adds a card the provider asks the CVV for', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await addCard(page, '4012 0010 3714 1112');
    await page.getByRole('button', { name: 'Zatwierdź' }).waitFor();
    expect(await page.getByText('Podaj kod CVV karty i zatwierdź').count()).toBeGreaterThan(0);
    expect(await page.getByRole('textbox', { name: 'Numer karty' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Kod CVV' }).fill('321');
    await page.getByRole('button', { name: 'Zatwierdź' }).click();
    await page.getByText('Karta została dodana pomyślnie').waitFor();
    await page.getByRole('article', { name: 'Visa •••• 1112' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the public checkout in the demo', () => {
  // FV/2026/10/0087: sent to the client as a payment link, opened by anyone
  const checkoutUrl = () => `${demoUrl}/checkout/${settlementId(2)}`;

  async function payAtCheckout(page: Page, number: string) {
    await page.goto(checkoutUrl());
    await page.getByText('Faktura FV/2026/10/0087').waitFor();
    await page.getByRole('textbox', { name: 'Numer karty' }).fill(number);
    await page.getByRole('textbox', { name: 'Data ważności' }).fill('11/29');
    await page.getByRole('textbox', { name: 'Kod CVV' }).fill('123');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zapłać' }).click();
    await page.getByText('Czekamy na potwierdzenie płatności…').waitFor();
  }

  it('pays with no sign-in, waits for the confirmation and ends on the success page', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    await payAtCheckout(page, '4444 3333 2222 1111');
    await page.waitForURL(/\/demo-card-provider\.html\?operation=marketing&page=success/, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Dziękujemy za płatność' }).waitFor();
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('ends on the warning page when the payment is never confirmed, and signs a signed-in user out', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await payAtCheckout(page, '5555 5555 5555 4444');
    expect(await page.getByRole('button', { name: /Anna Kowalska/ }).count()).toBe(0);
    await page.waitForURL(/\/demo-card-provider\.html\?operation=marketing&page=warning/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Płatność jest jeszcze przetwarzana' }).waitFor();
    await page.goto(`${demoUrl}/yourCases`);
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
