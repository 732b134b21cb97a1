// The account flows in the built demo, as a new client and a forgetful one go through them: the demo's e-mails
// arrive as notices in the page, with their links.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** Opens the link of the demo e-mail with this subject, from its notice. */
async function openMail(page: Page, subject: string) {
  const notice = page.getByRole('alert').filter({ hasText: `Poczta demo: ${subject}` });
  await notice.getByRole('link', { name: 'Otwórz link z wiadomości' }).click();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

describe('accounts in the demo', () => {
  it('register → activate → sign in → the first-login wizard → the page first wanted', async () => {
    const { page, errors } = await openPage(browser);
    const email = 'nowa.klientka@example.pl';
    const password = 'Nowe#konto1';
    await page.goto(`${demoUrl}/register`);
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByLabel(/^Hasło/).fill(password);
    await page.getByLabel(/^Powtórz hasło/).fill(password);
    await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await page.getByRole('button', { name: 'Zarejestruj' }).click();
    await page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę' }).waitFor();
    // on a phone the e-mail's notice leaves the page's heading readable
    await page.setViewportSize({ width: 390, height: 844 });
    const notice = page.getByRole('alert').filter({ hasText: 'Poczta demo' });
    await notice.waitFor();
    const heading = (await page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę' }).boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y >= heading.y + heading.height || box.y + box.height <= heading.y).toBe(true);

    await openMail(page, 'Aktywuj konto w Portalu Klienta');
    await page.waitForURL(/\/activate\?/);
    // opening the link activates the account
    await page.getByRole('heading', { name: 'Konto jest aktywne' }).waitFor();

    // the page the new client wanted: sign-in first, then the wizard, then that page
    await page.goto(`${demoUrl}/mySettlements`);
    await page.waitForURL(`${demoUrl}/login`);
    await signInWithPassword(page, email, password);
    await page.waitForURL(/\/confirmDetails\?redirect=%2FmySettlements/);
    await fillFirstLoginWizard(page);
    await page.waitForURL(`${demoUrl}/mySettlements`);
    await page.getByRole('heading', { name: 'Twoje rozliczenia' }).waitFor();
    // the header names the client as the wizard did
    await page.getByRole('button', { name: 'Menu użytkownika: Ewa Nowicka' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('forgot password → the e-mailed link → a new password that signs in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${demoUrl}/forgotPassword`);
    await page.getByLabel('Adres e-mail').fill('anna.kowalska@example.pl');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText(/Jeśli konto z adresem anna.kowalska@example.pl istnieje/).waitFor();
    await openMail(page, 'Ustaw nowe hasło w Portalu Klienta');
    await page.waitForURL(/\/forgotPasswordComplete\?/);
    await page.getByLabel(/^Nowe hasło/).fill('Zmienione#9');
    await page.getByLabel(/^Powtórz hasło/).fill('Zmienione#9');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByRole('heading', { name: 'Hasło zostało zmienione' }).waitFor();
    await page.getByRole('link', { name: 'Zaloguj się' }).click();
    await signInWithPassword(page, 'anna.kowalska@example.pl', 'Zmienione#9');
    await page.waitForURL(`${demoUrl}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The wizard's steps, filled as a new client does. */
async function fillFirstLoginWizard(page: Page) {
  const next = () => page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('heading', { level: 2, name: 'Dane osobowe' }).waitFor();
  await page.getByRole('textbox', { name: 'Imię' }).fill('Ewa');
  await page.getByRole('textbox', { name: 'Nazwisko' }).fill('Nowicka');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+48 601 234 000');
  await next();
  await page.getByRole('heading', { level: 2, name: 'Adres' }).waitFor();
  await page.getByRole('textbox', { name: 'Ulica' }).fill('ul. Długa');
  await page.getByRole('textbox', { name: 'Numer domu' }).fill('5');
  await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('00-238');
  await page.getByRole('textbox', { name: 'Miejscowość' }).fill('Warszawa');
  await next();
  await page.getByRole('heading', { level: 2, name: 'Współpraca' }).waitFor();
  await next();
  await page.getByRole('heading', { level: 2, name: 'Zdjęcie' }).waitFor();
  await page.getByRole('button', { name: 'Zapisz' }).click();
}
