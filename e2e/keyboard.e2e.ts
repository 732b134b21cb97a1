// The portal used with the keyboard alone: the user menu, the side menu, a confirmation dialog, a selector and the
// comment form.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const POLL = { timeout: 10_000 };
/** The name of the focused element: its aria-label, else its label's text (a field), else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const label = element?.labels?.[0]?.textContent?.replace(/\s*\*$/, '');
    return (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim();
  });

/** Presses Tab until the focused element's name matches (at most `limit` times): reaching it is the test. */
async function tabTo(page: Page, name: RegExp, limit = 60) {
  const passed: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    passed.push(await focused(page));
    if (name.test(passed.at(-1)!)) return;
  }
  throw new Error(`Tab never reached ${name}; it went through: ${passed.map((n) => n.slice(0, 40)).join(' | ')}`);
}

describe('keyboard only', () => {
  it('the user menu opens with Enter, moves with the arrows and closes with Escape back on its button', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.getByRole('button', { name: /^Menu użytkownika/ }).waitFor();
    await tabTo(page, /^Menu użytkownika/);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page), POLL).toBe('Twój profil');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page), POLL).toMatch(/^Włącz tryb (ciemny|jasny)$/);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), POLL).toMatch(/^Menu użytkownika/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a confirmation dialog keeps the focus inside, and Escape closes it back on the button that opened it', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/professions`);
    await page.getByRole('table').waitFor();
    await tabTo(page, /^Usuń: /);
    const opener = await focused(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), POLL).toBe(opener);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an administrator unfolds the menu’s groups with the keyboard; the last entry scrolls into view', async () => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToDemo(page, demoUrl, 'Admin');
    // a short page: the page itself does not scroll
    await page.goto(`${demoUrl}/tabela-premii`);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Tabela premii' }).waitFor();
    // every folded group unfolds with Enter, which makes the menu taller than the screen
    for (const group of ['Ludzie', 'Sprzedaż', 'Wyniki', 'Administracja', 'Słowniki']) {
      await tabTo(page, new RegExp(`^${group}$`));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => menu.getByRole('button', { name: group }).getAttribute('aria-expanded'), POLL)
        .toBe('true');
    }
    const last = menu.getByRole('link').last();
    await expect.poll(() => last.textContent(), POLL).toBe('Typy załączników księgowych');
    // the groups have finished unfolding (the entry stays put between two looks) before the keyboard goes on
    let previous: number | undefined;
    await expect
      .poll(async () => {
        const y = (await last.boundingBox())?.y;
        const still = y === previous;
        previous = y;
        return still;
      }, POLL)
      .toBe(true);
    await tabTo(page, /^Typy załączników księgowych$/);
    // on screen and not under anything else
    const box = (await last.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(
      await last.evaluate((link) => {
        const { x, y, width, height } = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${demoUrl}/accountingAttachmentTypes`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a selector is opened, browsed and chosen from with the keyboard', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.goto(`${demoUrl}/yourCases/add`);
    const product = page.getByRole('combobox', { name: 'Produkt' });
    await product.waitFor();
    await tabTo(page, /^Produkt$/);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => product.inputValue(), POLL).not.toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a comment is written and sent without the mouse', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/managerClientsCases/${ids.case.accounting}`);
    const comment = page.getByRole('textbox', { name: 'Komentarz' });
    await comment.waitFor();
    await tabTo(page, /^Komentarz$/, 150);
    const text = `Komentarz z klawiatury ${Date.now()}`;
    await page.keyboard.type(text);
    await tabTo(page, /^Wyślij do wszystkich/, 20);
    await page.keyboard.press('Space');
    await tabTo(page, /^Wyślij$/, 10);
    await page.keyboard.press('Enter');
    await page.getByText(text).first().waitFor();
    await expect.poll(() => comment.inputValue(), POLL).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
