// The firm's people in the built demo: an administrator adds a manager and runs a client's account (deactivate,
// restore, sign in as them); a manager adds a client and opens a case for them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** expect.poll gives up after 1 s by default; the built app loads lazily. */
const POLL = { timeout: 15_000 };

/** Ewa Dąbrowska, an active client of the demo's patron. */
const CLIENT = { id: 111, name: 'Ewa Dąbrowska' };

async function fillPerson(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByRole('textbox', { name: /^Imię/ }).fill(firstName);
  await page.getByRole('textbox', { name: /^Nazwisko/ }).fill(lastName);
  await page.getByRole('textbox', { name: /^Adres e-mail/ }).fill(email);
}

/** Answers a confirmation dialog with its button. */
async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('people in the demo', () => {
  it('an administrator adds a manager, who gets the activation e-mail', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/users/manager/add`);
    // the role comes from the address, and stays
    const roles = page.getByRole('textbox', { name: /^Role/ }).or(page.getByLabel(/^Role/)).first();
    await roles.waitFor();
    await fillPerson(page, 'Tomasz', 'Nowicki', 'tomasz.nowicki@example.pl');
    await page.getByRole('button', { name: 'Utwórz konto' }).click();

    const mail = page.getByRole('alert').filter({ hasText: 'Poczta demo: Aktywuj konto w Portalu Klienta' });
    await mail.waitFor();
    await page.waitForURL(`${demoUrl}/users?role=Manager`);
    expect(await page.evaluate(() => window.portalDemo!.mails().at(-1))).toMatchObject({
      to: 'tomasz.nowicki@example.pl',
      text: expect.stringContaining('Utworzyliśmy dla Ciebie konto'),
    });
    const row = page.getByRole('row', { name: /Tomasz Nowicki/ });
    await row.waitFor();
    await expect.poll(() => row.textContent(), POLL).toContain('Nieaktywny');
    expect(await row.textContent()).toContain('manager');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an administrator deactivates a client with a reason, restores them, signs in as them and back', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Admin');
    await page.goto(`${demoUrl}/users/${CLIENT.id}`);
    const actions = page.getByRole('group', { name: 'Akcje konta' });
    await actions.waitFor();

    await actions.getByRole('button', { name: 'Dezaktywuj' }).click();
    await page.getByRole('textbox', { name: /^Powód dezaktywacji/ }).fill('Klientka zakończyła działalność.');
    await confirm(page, 'Dezaktywuj');
    await page.getByText(`Dezaktywowano użytkownika ${CLIENT.name}.`).waitFor();
    await page.getByText('Deaktywowany').first().waitFor();
    await page.getByText('Klientka zakończyła działalność.').waitFor();
    // a deactivated user cannot be signed in as
    expect(await actions.getByRole('button', { name: 'Zaloguj jako' }).count()).toBe(0);

    await actions.getByRole('button', { name: 'Przywróć' }).click();
    await confirm(page, 'Przywróć');
    await page.getByText(new RegExp(`Przywrócono użytkownika ${CLIENT.name}`)).waitFor();
    await actions.getByRole('button', { name: 'Zaloguj jako' }).waitFor();

    await actions.getByRole('button', { name: 'Zaloguj jako' }).click();
    await confirm(page, 'Zaloguj jako');
    await page.getByText('Tryb impersonacji').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dzień dobry, Ewa!' }).waitFor();
    await page.getByRole('button', { name: 'Zakończ impersonację' }).click();
    await page.getByText('Tryb impersonacji').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Menu użytkownika: Agnieszka Zielińska/ }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('impersonatedUserId'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a manager adds a client and opens a case for them', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/managerClients`);
    await page.getByRole('link', { name: 'Dodaj klienta' }).click();
    await page.waitForURL(`${demoUrl}/managerClients/create`);
    await fillPerson(page, 'Zofia', 'Lis', 'zofia.lis@example.pl');
    await page.getByRole('button', { name: 'Utwórz konto' }).click();

    await page.waitForURL(/\/managerClients\/\d+$/);
    const clientId = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(clientId).toBeGreaterThan(ids.person.client);
    await page.getByRole('heading', { level: 1, name: 'Zofia Lis' }).waitFor();
    // the notice of the new account says the activation e-mail went out; closed, it uncovers the page's buttons
    const notice = page.getByRole('alert').filter({ hasText: 'Utworzono konto: Zofia Lis.' });
    await notice.getByRole('button', { name: 'Zamknij powiadomienie' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Nowa sprawa' }).click();
    await page.waitForURL(`${demoUrl}/managerClients/${clientId}/cases/create`);
    await expect.poll(() => page.getByRole('combobox', { name: /^Klient/ }).inputValue(), POLL).toBe('Zofia Lis');
    await page.getByRole('textbox', { name: /^Nazwa sprawy/ }).fill('Księgowość 2027 – Zofia Lis');
    await page.getByRole('combobox', { name: /^Produkt/ }).click();
    await page.getByRole('option', { name: 'Pełna księgowość' }).click();
    // the demo's e-mail to the new client stays until read: closed, it uncovers the form's button
    const mail = page.getByRole('alert').filter({ hasText: 'Poczta demo: Aktywuj konto w Portalu Klienta' });
    await mail.getByRole('button', { name: 'Zamknij powiadomienie' }).click();
    await page.getByRole('button', { name: 'Utwórz sprawę' }).click();
    await page.waitForURL(new RegExp(`/managerClients/${clientId}/cases/\\d+$`));

    // the new client is among the manager's clients, with the case
    await page.goto(`${demoUrl}/managerClients/${clientId}`);
    await page.getByRole('link', { name: /Księgowość 2027 – Zofia Lis/ }).waitFor();
    await page.goto(`${demoUrl}/managerClients`);
    await page.getByRole('row', { name: /Zofia Lis/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
