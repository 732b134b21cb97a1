import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** expect.poll gives up after 1 s by default; the built app loads lazily. */
const POLL = { timeout: 15_000 };

const seed = createSeed();
const caseOf = (id: number) => seed.cases.find((c) => c.id === id)!;
// the accounting case: the demo client, expert and manager; its November period is still in progress
const ACCOUNTING_CASE = caseOf(ids.case.accounting);

/** The texts of those elements that are cut off (by an ellipsis or by their box). */
const cutOffTexts = (elements: Locator) =>
  elements.evaluateAll((all) => all.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));

/** The activity panel loads when scrolled into view. */
async function openActivity(page: Page) {
  const panel = page.getByRole('region', { name: 'Aktywność w sprawie' });
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

describe('cases in the demo portal', () => {
  it('a client reports a case with an attachment, sees it in the list and the file on the case', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.goto(`${demoUrl}/yourCases/add`);

    await page.getByRole('combobox', { name: 'Produkt' }).click();
    await page.getByRole('option', { name: 'Konsultacja z ekspertem' }).click();
    await page
      .getByRole('textbox', { name: 'Opis sprawy' })
      .fill('Proszę o konsultację w sprawie ulgi na robotyzację.');
    await page.getByLabel('Załączniki', { exact: true }).setInputFiles({
      name: 'faktura-robot.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 demo'),
    });
    await page.getByRole('textbox', { name: 'Opis załącznika: faktura-robot.pdf' }).fill('Faktura za robota');
    await page.getByRole('button', { name: 'Zgłoś sprawę' }).click();

    await page.waitForURL(/\/yourCases\/\d+$/);
    await page.getByText('faktura-robot.pdf').first().waitFor();

    await page.goto(`${demoUrl}/yourCases`);
    const row = page.getByRole('row', { name: /Konsultacja z ekspertem/ }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent(), POLL).toContain('Zgłoszona');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a manager comments to the client; the client sees the comment live and gets a notification', async () => {
    // one browser profile, two tabs: they share the stored demo data, each has its own sign-in
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const clientTab = await context.newPage();
    clientTab.on('pageerror', (error) => errors.push(error.message));
    await signInToDemo(clientTab, demoUrl, 'Client');
    await clientTab.goto(`${demoUrl}/yourCases/${ACCOUNTING_CASE.id}`);
    await openActivity(clientTab);
    await expect
      .poll(() => clientTab.evaluate(() => window.portalDemo?.hubClients() ?? 0), { timeout: 15_000 })
      .toBe(1);

    const managerTab = await context.newPage();
    managerTab.on('pageerror', (error) => errors.push(error.message));
    await signInToDemo(managerTab, demoUrl, 'Manager');
    await managerTab.goto(`${demoUrl}/managerClientsCases/${ACCOUNTING_CASE.id}`);
    const panel = await openActivity(managerTab);
    const comment = 'Pani Anno, proszę o przesłanie wyciągów za listopad.';
    // the toast lives 3 s: watch for it before the comment goes out, so a slow machine cannot miss it
    const title = `Nowy komentarz w sprawie „${ACCOUNTING_CASE.name}”`;
    const toast = clientTab.locator('.mantine-Notification-root', { hasText: title }).waitFor();
    await panel.getByRole('textbox', { name: 'Komentarz' }).fill(comment);
    await panel.getByRole('checkbox', { name: 'Anna Kowalska (klient)' }).check();
    await panel.getByRole('button', { name: 'Wyślij' }).click();
    // in the list of comments (the form keeps the text, read-only, while it is sent)
    await panel.getByRole('list', { name: 'Komentarze' }).getByText(comment).waitFor();
    await toast;
    // the comment shows up in the open case without a reload
    await (await openActivity(clientTab)).getByRole('list', { name: 'Komentarze' }).getByText(comment).waitFor();
    await clientTab.getByRole('button', { name: /^Powiadomienia/ }).click();
    await clientTab.getByRole('list', { name: 'Lista powiadomień' }).getByText(title).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin rejects a case with a reason: the reason goes out as a comment, then the status changes', async () => {
    const offering = seed.cases.find((c) => c.status === 'Offering')!;
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/cases/${offering.id}`);

    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await expect.poll(() => status.inputValue(), POLL).toBe('Ofertowanie');
    await status.click();
    await page.getByRole('option', { name: 'Odrzucona' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odrzucenie sprawy' });
    const reason = 'Klient zrezygnował z oferty przed podpisaniem umowy.';
    await dialog.getByRole('textbox', { name: 'Powód odrzucenia' }).fill(reason);
    await dialog.getByRole('button', { name: 'Odrzuć sprawę' }).click();

    await expect.poll(() => status.inputValue(), POLL).toBe('Odrzucona');
    const panel = await openActivity(page);
    await panel.getByText(reason).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an expert finishes an accounting period by sending its summary', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'ExpertEmployee');
    await page.goto(`${demoUrl}/expertCases/${ACCOUNTING_CASE.id}`);

    const board = page.getByRole('group', { name: 'Tablica okresów rozliczeniowych' });
    const november = board.getByRole('button', { name: /^2026-11 / });
    await expect.poll(() => november.textContent(), POLL).not.toMatch(/Zakończono/);
    await november.click();
    await page.getByRole('button', { name: 'Wyślij podsumowanie' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();

    await expect.poll(() => november.textContent(), POLL).toMatch(/Zakończono/);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Status okresu' }).inputValue(), POLL)
      .toBe('Zakończono');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone, a manager reads the summary’s add button and every recipient’s name and title whole', async () => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/managerClientsCases/${ACCOUNTING_CASE.id}`);
    const add = page.getByRole('button', { name: 'Dodaj pozycję' });
    await add.waitFor();
    expect(await cutOffTexts(add.locator('.mantine-Button-label'))).toEqual([]);

    // comments and history tag their recipients ("Katarzyna Wiśniewska (Senior Manager)")
    const panel = await openActivity(page);
    const commentTags = panel.getByRole('list', { name: 'Komentarze' }).locator('.mantine-Badge-label');
    await expect.poll(() => commentTags.allTextContents(), POLL).toContainEqual(expect.stringMatching(/Senior/));
    expect(await cutOffTexts(commentTags)).toEqual([]);
    await panel.getByRole('tab', { name: 'Przebieg sprawy' }).click();
    const historyTags = panel.getByRole('tabpanel').locator('.mantine-Badge-label');
    await expect.poll(() => historyTags.allTextContents(), POLL).toContainEqual(expect.stringMatching(/Senior/));
    expect(await cutOffTexts(historyTags)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['Client', '/yourCases', 'Księga przychodów i rozchodów · 2026-09-02'],
    ['Admin', '/cases', 'Anna Kowalska · Księga przychodów i rozchodów · 2026-09-02'],
  ])('on a phone, %s reads every case name and status in %s without scrolling sideways', async (role, path, line) => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDemo(page, demoUrl, role);
    await page.goto(`${demoUrl}${path}`);
    const table = page.getByRole('table', { name: 'Lista spraw' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(2);

    // two columns, each case's name and status within the screen
    const headers = table.getByRole('columnheader');
    expect(await headers.evaluateAll((ths) => ths.map((th) => th.textContent?.replace(/[▲▼↕]/g, '')))).toEqual([
      'Nazwa sprawy',
      'Status',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const row of (await rows.all()).slice(1)) {
      for (const part of [row.getByRole('link'), row.getByRole('cell').last()]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }

    // the client, product and date in a line under the name
    await page.goto(`${demoUrl}${path}?search=${encodeURIComponent(ACCOUNTING_CASE.name)}`);
    const accounting = table.getByRole('row', { name: new RegExp(ACCOUNTING_CASE.name) });
    await accounting.getByText(line, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
