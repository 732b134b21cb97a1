// Sales in the built demo, end to end: a manager adds a lead with the registers lookup, moves it through the pipeline
// to Wygrana and turns it into a client and a case; an administrator deletes a lead giving the reason; a manager files
// the day's plan and outcome and the administrator sees them; a client's leasing survey is filled section by
// section, survives a reload, and its PDF downloads.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** expect.poll gives up after 1 s by default; the built app loads lazily. */
const POLL = { timeout: 15_000 };

/** Closes the notices (they pause on hover and may cover what is clicked next). */
async function closeNotices(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Zamknij powiadomienie' }).all())
    await close.click().catch(() => undefined);
}

/** Fills a form's fields by their accessible names. */
async function fill(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await scope.getByRole('textbox', { name, exact: true }).fill(value);
}

/** Opens a lead's row menu on /leads and picks an action. */
async function leadAction(page: Page, person: string, action: string) {
  await page.getByRole('button', { name: `Akcje: ${person}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('sales in the demo', () => {
  it('a manager adds a lead with the registers lookup, wins it on the pipeline, and turns it into a client and a case', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/leads`);
    await page.getByRole('button', { name: 'Dodaj lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowy lead' });
    await dialog.getByRole('textbox', { name: /^Imię/ }).fill('Ola');
    await dialog.getByRole('textbox', { name: /^Nazwisko/ }).fill('Nordvik');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('ola@nordvik-okna.pl');
    await dialog.getByRole('textbox', { name: /^NIP/ }).fill(ids.registerCompany.newLead);
    await dialog.getByRole('button', { name: 'Pobierz z rejestru' }).click();
    await dialog.getByText('Znaleziono w rejestrze: Nordvik Okna sp. z o.o.').waitFor();
    expect(await dialog.getByRole('textbox', { name: /^Nazwa firmy/ }).inputValue()).toBe('Nordvik Okna sp. z o.o.');
    await dialog.getByRole('textbox', { name: /^Wartość oczekiwana/ }).fill('12000');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeNotices(page);

    // the pipeline: the manager's own leads by default; the new lead is in "Brak", moved by its menu
    await page.goto(`${demoUrl}/businessDevelopment`);
    const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    const card = (name: string) => column(name).getByRole('button', { name: 'Przenieś do…: Ola Nordvik' });
    await card('Brak').waitFor();
    for (const [from, to] of [
      ['Brak', 'W toku'],
      ['W toku', 'Wygrana'],
    ]) {
      await card(from).click();
      await page.getByRole('menuitem', { name: to, exact: true }).click();
      await card(to).waitFor();
      await closeNotices(page);
    }

    // the won lead becomes a client, then a case of that client linked to the lead
    await page.goto(`${demoUrl}/leads?search=Nordvik`);
    // the outcome is chosen in the row
    const outcome = page.getByRole('combobox', { name: 'Wynik: Ola Nordvik' });
    await expect.poll(() => outcome.inputValue(), POLL).toBe('Wygrana');
    await leadAction(page, 'Ola Nordvik', 'Utwórz klienta');
    await page.getByRole('dialog').getByRole('button', { name: 'Utwórz klienta' }).click();
    await page
      .getByRole('row', { name: /Ola Nordvik/ })
      .getByRole('link', { name: 'Klient' })
      .waitFor();
    await closeNotices(page);
    await leadAction(page, 'Ola Nordvik', 'Utwórz sprawę');
    await page.waitForURL(/\/managerClients\/\d+\/cases\/create\?leadId=\d+$/);
    await page.getByText('Sprawa z leadu: Ola Nordvik').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: /^Klient/ }).inputValue(), POLL).toBe('Ola Nordvik');
    await page.getByRole('textbox', { name: /^Nazwa sprawy/ }).fill('Księgowość – Nordvik Okna');
    await page.getByRole('combobox', { name: /^Produkt/ }).click();
    await page.getByRole('option', { name: 'Pełna księgowość' }).click();
    await closeNotices(page);
    await page.getByRole('button', { name: 'Utwórz sprawę' }).click();
    await page.waitForURL(/\/managerClients\/\d+\/cases\/\d+$/);
    const caseId = Number(new URL(page.url()).pathname.split('/').at(-1));

    await page.goto(`${demoUrl}/leads?search=Nordvik`);
    await page
      .getByRole('row', { name: /Ola Nordvik/ })
      .getByRole('link', { name: `Sprawa ${caseId}` })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an administrator deletes a lead only after giving the reason', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/leads?search=Majchrzak`);
    const row = page.getByRole('row', { name: /Filip Majchrzak/ });
    await row.waitFor();
    await leadAction(page, 'Filip Majchrzak', 'Usuń');
    const dialog = page.getByRole('dialog', { name: 'Usuwanie leadu' });
    await dialog.getByRole('button', { name: 'Usuń lead' }).click();
    await dialog.getByText('Podaj powód usunięcia.').waitFor();
    await dialog.getByRole('textbox', { name: 'Powód usunięcia' }).fill('Zdublowany lead z formularza.');
    await dialog.getByRole('button', { name: 'Usuń lead' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await page.getByText('Żaden lead nie pasuje do filtrów.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a manager files the day's plan and outcome, and the administrator sees them side by side", async () => {
    const { page, errors } = await openPage(browser);
    const day = '2026-11-23';
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/managerReports?day=${day}`);
    const plan = page.getByRole('group', { name: 'Plan' });
    await fill(plan, { 'Rozmowy telefoniczne': '20', Spotkania: '4', 'Nowe leady': '3', 'Sprzedaż (zł)': '8000' });
    await plan.getByRole('button', { name: 'Zapisz plan' }).click();
    await page.getByText(`Plan na ${day}`).waitFor();
    await closeNotices(page);

    const outcome = page.getByRole('group', { name: 'Wykonanie' });
    await fill(outcome, { 'Rozmowy telefoniczne': '23', Spotkania: '3', 'Nowe leady': '3', 'Sprzedaż (zł)': '9500' });
    await outcome.getByRole('textbox', { name: 'Komentarz' }).fill('Dwie umowy podpisane po spotkaniach.');
    await outcome.getByRole('button', { name: 'Zapisz wykonanie' }).click();
    await page.getByText(`Wykonanie na ${day}`).waitFor();

    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/managerReports?day=${day}`);
    const table = page.getByRole('table', { name: 'Plan i wykonanie: Katarzyna Wiśniewska' });
    await table.waitFor();
    const rows = async () =>
      (await table.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    await expect
      .poll(rows, POLL)
      .toEqual([
        'Rozmowy telefoniczne 20 23 +3',
        'Spotkania 4 3 −1',
        'Nowe leady 3 3 0',
        'Wysłane oferty 0 0 0',
        'Podpisane umowy 0 0 0',
        expect.stringMatching(/^Sprzedaż \(zł\) 8\s?000,00 zł 9\s?500,00 zł \+1\s?500,00 zł$/),
      ]);
    await page.getByText('Dwie umowy podpisane po spotkaniach.').waitFor();
    await page.getByText('Raporty złożyło 1 z 4 managerów.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a client's leasing survey is filled section by section, survives a reload, and its PDF downloads", async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    // Ewa Dąbrowska has no survey yet
    const address = `${demoUrl}/crm?client=111&tab=leasing`;
    await page.goto(address);
    const control = (title: string) => page.getByRole('button', { name: new RegExp(`^\\d\\. ${title}`) });
    const section = async (title: string) => {
      if ((await control(title).getAttribute('aria-expanded')) !== 'true') await control(title).click();
      return page.getByRole('form', { name: title });
    };
    const save = async (form: Locator, title: string) => {
      await form.getByRole('button', { name: 'Zapisz sekcję' }).click();
      await expect.poll(() => control(title).textContent(), POLL).toContain('Zapisano');
      await closeNotices(page);
    };
    await page.getByText('Zapisane sekcje: 0 z 8').waitFor();

    const basic = await section('Podstawowe informacje');
    await fill(basic, {
      'Przedmiot leasingu': 'Samochód dostawczy',
      'Wartość netto': '180000',
      'Okres leasingu (miesiące)': '48',
    });
    await save(basic, 'Podstawowe informacje');

    const company = await section('Firma');
    // a NIP with a wrong check digit is refused in the browser
    await fill(company, { 'Nazwa firmy': 'Dąbrowska Design', NIP: '5252481008' });
    await company.getByRole('button', { name: 'Zapisz sekcję' }).click();
    await company.getByText('Nieprawidłowy numer NIP').waitFor();
    await fill(company, { NIP: '5252481007' });
    await save(company, 'Firma');

    const person = await section('Osoba decyzyjna');
    await fill(person, { Imię: 'Ewa', Nazwisko: 'Dąbrowska' });
    await save(person, 'Osoba decyzyjna');

    const shareholders = await section('Wspólnicy');
    await shareholders.getByRole('button', { name: 'Dodaj wspólnika' }).click();
    await fill(shareholders, { 'Imię i nazwisko lub nazwa wspólnika 1': 'Ewa Dąbrowska', 'Udział wspólnika 1': '100' });
    await save(shareholders, 'Wspólnicy');
    await page.getByText('Zapisane sekcje: 4 z 8').waitFor();

    await page.reload();
    await page.getByText('Zapisane sekcje: 4 z 8').waitFor();
    const reloaded = await section('Firma');
    expect(await reloaded.getByRole('textbox', { name: 'NIP', exact: true }).inputValue()).toBe('5252481007');
    expect(await reloaded.getByRole('textbox', { name: 'Nazwa firmy' }).inputValue()).toBe('Dąbrowska Design');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pobierz PDF ankiety leasingowej' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ankieta-leasingowa-111.pdf');
    const pdf = (await readFile((await download.path())!)).toString('latin1');
    expect(pdf).toMatch(/^%PDF-1\.4/);
    expect(pdf).toContain('Samoch');
    expect(pdf).toContain('5252481007');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
