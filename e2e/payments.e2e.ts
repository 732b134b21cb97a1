// Paying by card in the demo, end to end with no server and no card provider: the demo's stand-in for the
// provider's pages (demo-card-provider.html) plays the provider.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

    await page.waitForURL(/\/mySettlements\?statusCode=ERROR/);
    await page.getByText('Płatność nie została zakończona').waitFor();
    const row = page
      .getByRole('region', { name: 'Po terminie' })
      .getByRole('row', { name: new RegExp(OVERDUE_INVOICE) });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Anulowano');
    await row.getByRole('button', { name: `Zapłać fakturę ${OVERDUE_INVOICE}` }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
