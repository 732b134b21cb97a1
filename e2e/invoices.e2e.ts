// Staff issue invoices in the demo, end to end: a new invoice from a case, published, its PDF downloaded; then a
// correction of it, with its own PDF; the form on a phone.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations, settled } from './axe';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** The page once its notices have finished sliding in (axe measures colours as they are drawn). */
async function noticesShown(page: Page) {
  await settled(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Notification-root')].every(
      (notice) =>
        getComputedStyle(notice).opacity === '1' && getComputedStyle(notice.parentElement ?? notice).opacity === '1',
    ),
  );
}

/** Downloads the shown invoice's PDF: its file name and its text. */
async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Pobierz PDF: / }).click(),
  ]);
  const text = (await readFile((await download.path())!)).toString('latin1');
  return { fileName: download.suggestedFilename(), text };
}

describe('invoices in the demo', () => {
  it('staff issue an invoice and a correction and download the PDFs', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/managerClientsCases/1001`);
    const invoices = page.getByRole('region', { name: 'Faktury' });
    await invoices.getByRole('link', { name: 'Wystaw fakturę' }).click();

    await page.waitForURL(`${demoUrl}/managerClientsCases/1001/invoice`);
    const line = page.getByRole('group', { name: 'Pozycja 1' });
    await line.getByRole('textbox', { name: 'Nazwa towaru lub usługi' }).fill('Doradztwo podatkowe – listopad 2026');
    await line.getByRole('textbox', { name: 'Cena netto' }).fill('1000');
    await page.getByRole('table', { name: 'Podsumowanie według stawek VAT' }).getByText('1230,00 zł').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zapisz fakturę' }).click();

    await page.waitForURL(/\/managerClientsCases\/1001\/invoice\/\d+$/);
    // a draft has no number yet: publishing gives it one
    const draft = page.getByRole('article', { name: 'Dokument: Faktura VAT bez numeru (wersja robocza)' });
    await draft.getByText('Wersja robocza', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    const published = page.getByRole('article', { name: /^Dokument: Faktura VAT FV\/\d{4}\/\d{2}\/\d{4}$/ });
    await published.getByText('Opublikowana').waitFor();
    const number = (await published.getAttribute('aria-label'))!.replace('Dokument: Faktura VAT ', '');
    await noticesShown(page);
    expect(await seriousViolations(page)).toEqual([]);
    const invoicePdf = await downloadPdf(page);
    expect(invoicePdf.fileName).toBe(`${number.replaceAll('/', '-')}.pdf`);
    expect(invoicePdf.text).toMatch(/^%PDF-1\.4/);
    expect(invoicePdf.text).toContain(number);

    await page.getByRole('link', { name: 'Wystaw korektę' }).click();
    await page.waitForURL(/\/invoice\/\d+\/correction$/);
    await page.getByRole('textbox', { name: 'Przyczyna korekty' }).fill('Rabat uzgodniony z klientem');
    await page.getByRole('group', { name: 'Pozycja 1' }).getByRole('textbox', { name: 'Cena netto' }).fill('800');
    await page.getByRole('table', { name: 'Pozycje faktury' }).getByText('-246,00 zł').first().waitFor();
    await page.getByRole('button', { name: 'Zapisz korektę' }).click();

    await page.waitForURL(/\/managerClientsCases\/1001\/invoice\/\d+$/);
    const correctionDraft = page.getByRole('article', {
      name: 'Dokument: Faktura korygująca bez numeru (wersja robocza)',
    });
    await correctionDraft.getByText(`Korekta faktury ${number}`, { exact: false }).waitFor();
    expect(await correctionDraft.getByText(/Do zwrotu: 246,00/).count()).toBe(1);
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    const correction = page.getByRole('article', { name: /^Dokument: Faktura korygująca KOR\// });
    await correction.getByText('Opublikowana').waitFor();
    const correctionPdf = await downloadPdf(page);
    expect(correctionPdf.fileName).toMatch(/^KOR-\d{4}-\d{2}-\d{4}\.pdf$/);
    expect(correctionPdf.text).toContain('Do zwrotu');
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('on a phone (390 px) the buyer’s NIP is shown whole beside "Pobierz dane z GUS"', async () => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/managerClientsCases/1001/invoice`);
    const buyer = page.getByRole('group', { name: 'Nabywca' });
    const nip = buyer.getByRole('textbox', { name: 'NIP' });
    await expect.poll(() => nip.inputValue(), { timeout: 15_000 }).toMatch(/^\d{10}$/);
    expect(await nip.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    const lookup = (await buyer.getByRole('button', { name: 'Pobierz dane z GUS' }).boundingBox())!;
    expect(lookup.x + lookup.width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
