// The news in the demo, end to end: an administrator writes a news item with a picture and an attachment, saves
// and sends it; the client, signed in in another tab, gets the notification, opens the news and downloads the
// attachment.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const TITLE = 'Nowe stawki VAT od stycznia 2027';
const ATTACHMENT = 'stawki-vat-2027.txt';
const ATTACHMENT_TEXT = 'Stawki VAT od 1 stycznia 2027: 23%, 8%, 5%.\n';
// a 1 × 1 PNG
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const hubClients = (page: Page) => page.evaluate(() => window.portalDemo?.hubClients() ?? 0);

describe('news in the demo', () => {
  it('an administrator writes and sends a news item; the client is notified, reads it and downloads its file', async () => {
    // one browser profile, two tabs: they share the stored demo data, each has its own sign-in
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    const clientTab = await context.newPage();
    clientTab.on('pageerror', (error) => errors.push(error.message));
    await signInToDemo(clientTab, demoUrl, 'Client');
    await expect.poll(() => hubClients(clientTab), { timeout: 15_000 }).toBe(1);

    const adminTab = await context.newPage();
    adminTab.on('pageerror', (error) => errors.push(error.message));
    await signInToDemo(adminTab, demoUrl, 'Admin');
    await adminTab.goto(`${demoUrl}/news/create`);
    await adminTab.getByRole('textbox', { name: 'Tytuł' }).fill(TITLE);
    await adminTab.getByRole('textbox', { name: 'Wstęp' }).fill('Co zmienia się w stawkach VAT.');
    await adminTab.getByRole('textbox', { name: 'Źródło' }).fill('Dział Księgowości');
    const body = adminTab.getByRole('textbox', { name: 'Treść aktualności' });
    await body.click();
    await adminTab.keyboard.type('Od stycznia ');
    await adminTab.getByRole('button', { name: 'Pogrubienie' }).click();
    await adminTab.keyboard.type('zmieniają się stawki');
    await adminTab.getByRole('button', { name: 'Pogrubienie' }).click();
    await adminTab.keyboard.type(' – szczegóły w załączniku.');

    const [pictureInput, attachmentInput] = await adminTab.locator('input[type="file"]').all();
    await pictureInput.setInputFiles({ name: 'okladka.png', mimeType: 'image/png', buffer: PICTURE });
    await adminTab.getByRole('img', { name: 'Miniatura obrazu aktualności' }).waitFor();
    await attachmentInput.setInputFiles({
      name: ATTACHMENT,
      mimeType: 'text/plain',
      buffer: Buffer.from(ATTACHMENT_TEXT),
    });
    await adminTab.getByRole('list', { name: 'Załączniki aktualności' }).getByText(ATTACHMENT).waitFor();
    await adminTab.getByRole('switch', { name: /Opublikowana/ }).check();
    await adminTab.getByRole('button', { name: 'Utwórz aktualność' }).click();

    await adminTab.waitForURL(`${demoUrl}/newsAdmin`);
    await adminTab.getByRole('button', { name: `Akcje: ${TITLE}` }).click();
    await adminTab.getByRole('menuitem', { name: 'Wyślij e-mailem' }).click();
    const confirm = adminTab.getByRole('dialog', { name: 'Wysłać aktualność e-mailem?' });
    await confirm.getByText(/do odbiorców: \d+/).waitFor();
    // the toast lives a few seconds: watch for it before sending, so a slow machine cannot miss it
    const toast = clientTab.locator('.mantine-Notification-root', { hasText: TITLE }).waitFor({ timeout: 15_000 });
    await confirm.getByRole('button', { name: 'Wyślij' }).click();
    await adminTab
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText('Wysłano e-mailem', { exact: true }) // the status column's badge (its date has its own column)
      .waitFor();

    // the client's tab: the notification arrives live, in the bell, and opens the news
    await clientTab.bringToFront();
    await toast;
    await clientTab.getByRole('button', { name: /^Powiadomienia/ }).click();
    const item = clientTab.getByRole('list', { name: 'Lista powiadomień' }).getByText(TITLE).first();
    await item.click();
    await clientTab.waitForURL(/\/news\/\d+$/);
    await clientTab.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await clientTab.getByText('zmieniają się stawki').waitFor();
    expect(await clientTab.locator('article strong').first().textContent()).toBe('zmieniają się stawki');
    // the picture, as uploaded, drawn from its token
    const picture = clientTab.locator('article img').first();
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    const [download] = await Promise.all([
      clientTab.waitForEvent('download'),
      clientTab.getByRole('button', { name: `Pobierz ${ATTACHMENT}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(ATTACHMENT);
    expect((await readFile((await download.path())!)).toString('utf8')).toBe(ATTACHMENT_TEXT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone (390 px) a news item fits the screen: long file names wrap, the header keeps its avatar', async () => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDemo(page, demoUrl, 'Client');
    // the seed's item with a long attachment name and a table in its body
    await page.goto(`${demoUrl}/news/3003`);
    const longName = page.getByRole('button', { name: 'Pobierz wniosek_zmiana_formy_opodatkowania.docx' });
    await longName.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const within = async (part: ReturnType<Page['getByRole']>) => {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    };
    await within(longName);
    await within(page.getByRole('heading', { level: 1 }));
    await within(page.getByRole('button', { name: /^Menu użytkownika/ }));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the administrator’s list shows whole e-mail dates on a phone, and spaced lines in a long title', async () => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/newsAdmin`);
    const table = page.getByRole('table');
    const sent = table.locator('.mantine-Badge-label', { hasText: /^Wysłano e-mailem \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ });
    await expect.poll(() => sent.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const cutOff = await sent.evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
    expect(cutOff).toEqual([]);

    // the seed's longest title takes two lines at 1440 px: they are as far apart as a paragraph's
    await page.setViewportSize({ width: 1440, height: 900 });
    const title = table.getByRole('button', { name: /^Webinar: marketing/ }).locator('.mantine-Button-label');
    const lines = await title.evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const tops = [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
      return { tops, fontSize: parseFloat(getComputedStyle(label).fontSize) };
    });
    expect(lines.tops).toHaveLength(2);
    expect(lines.tops[1] - lines.tops[0]).toBeGreaterThanOrEqual(1.3 * lines.fontSize);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
