import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled } from './axe';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** The demo client's finished case that the seed leaves unrated. */
const UNRATED = 1005;

describe('satisfaction scores in the demo portal', () => {
  it('a client rates a finished case: the offer on the case, the form, saved, the case shows the score', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.goto(`${demoUrl}/yourCases/${UNRATED}`);
    await page.getByRole('heading', { name: 'Konsultacja podatkowa – ulga IP Box' }).first().waitFor();

    const offer = page.getByRole('region', { name: 'Ocena współpracy' });
    await offer.getByRole('link', { name: 'Oceń współpracę' }).click();
    await page.waitForURL(`${demoUrl}/yourCases/${UNRATED}/satisfactionScore`);
    await page.getByRole('heading', { level: 1, name: 'Oceń współpracę' }).waitFor();

    // the stars are a radio group: a click on the eighth star, then one more with the keyboard
    await page.getByRole('radiogroup', { name: 'Ogólna ocena współpracy' }).waitFor();
    // nothing still loading above the stars that could move them under the pointer
    await settled(page);
    await page.locator(`label[for="${await page.getByRole('radio', { name: '8 z 10' }).getAttribute('id')}"]`).click();
    await page.getByText('Wybrano: 8/10').waitFor();
    // (a click on a star, the radio's label, leaves the focus where it was)
    await page.getByRole('radio', { name: '8 z 10' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Wybrano: 9/10').waitFor();
    await page.getByRole('textbox', { name: /Komentarz/ }).fill('Konkretna i szybka konsultacja.');
    await page.getByRole('button', { name: 'Wyślij ocenę' }).click();

    await page.waitForURL(`${demoUrl}/yourCases/${UNRATED}`);
    await page.getByText('Dziękujemy za ocenę współpracy.').waitFor();
    await offer.getByText('Twoja ocena: 9/10').waitFor();
    expect(await offer.getByRole('link', { name: 'Oceń współpracę' }).count()).toBe(0);
    expect(await offer.getByRole('link', { name: 'Zmień ocenę' }).getAttribute('href')).toMatch(
      new RegExp(`^/yourCases/${UNRATED}/satisfactionScore/\\d+$`),
    );

    // the client's list of scores has it, and a reload keeps it (the demo's database is in the browser)
    await page.goto(`${demoUrl}/mySatisfactionScore`);
    await page.getByText('Konkretna i szybka konsultacja.').waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
