import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { spyOnFiles } from '@/testing/files';
import { bodyRows } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';
import { impersonation } from '../details/account-actions';

const table = () => screen.findByRole('table', { name: 'Użytkownicy' }, { timeout: 5000 });
const rowOf = async (name: string) =>
  (await within(await table()).findByRole('link', { name })).closest('tr') as HTMLElement;
const openActions = async (name: string) => {
  await rowOf(name);
  await userEvent.click(screen.getByRole('button', { name: `Akcje: ${name}` }));
  return screen.findByRole('menu');
};
const menuItems = async (name: string) => {
  const items = within(await openActions(name))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
};
const choose = async (name: string, action: string) =>
  userEvent.click(within(await openActions(name)).getByRole('menuitem', { name: action }));
/** A 400 answer with the server's words. */
const refusal = (words: string) =>
  HttpResponse.json({ title: 'Nieprawidłowe dane', status: 400, errors: { id: [words] } }, { status: 400 });

const ambassador = 'Tomasz Wójcik';
const deactivated = 'Grzegorz Krawczyk';
const notConfirmed = 'Aleksandra Kwiatkowska';

afterEach(() => vi.restoreAllMocks());

describe('the users administration list', { timeout: 30_000 }, () => {
  it('shows each user’s name, e-mail, phone, roles, status, departments, subscription and creation date', async () => {
    const { db } = renderApp('/users', { role: 'Admin' });
    // a user of several roles: named in the spec's order, whatever order they are stored in
    db.users.find((u) => u.id === ids.person.ambassador)!.roles = ['Admin', 'Ambassador', 'Client', 'Patron'];
    expect(await screen.findByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeInTheDocument();
    expect(await screen.findByText(`Użytkownicy: ${db.users.length}`)).toBeInTheDocument();
    const anna = await rowOf('Anna Kowalska');
    for (const text of ['anna.kowalska@example.pl', '+48 601 234 567', 'klient', 'Aktywny', 'Abonament', '2026-09-02'])
      expect(anna).toHaveTextContent(text);
    expect(within(anna).getByRole('link', { name: 'Anna Kowalska' })).toHaveAttribute('href', '/users/101');
    expect(await rowOf('Katarzyna Wiśniewska')).toHaveTextContent('Księgowość, Prawo');
    expect(await rowOf(ambassador)).toHaveTextContent('klient, opiekun, ambasador, administrator');
    expect(await rowOf(deactivated)).toHaveTextContent('Deaktywowany');
    expect(await rowOf(notConfirmed)).toHaveTextContent('Nieaktywny');
    expect(await rowOf('Natalia Piotrowska')).toHaveTextContent('Zgłoszony/Nieaktywny');
    expect(await rowOf('Bartosz Grabowski')).toHaveTextContent('Zgłoszony');
  });

  it('adds a user, or one of a role (the role slugs of the paths)', async () => {
    renderApp('/users', { role: 'Admin' });
    expect(await screen.findByRole('link', { name: 'Dodaj użytkownika' })).toHaveAttribute('href', '/users/create');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj według roli' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dodaj: klient' })).toHaveAttribute('href', '/users/klient/add');
    expect(within(menu).getByRole('menuitem', { name: 'Dodaj: ekspert-właściciel' })).toHaveAttribute(
      'href',
      '/users/ekspert-wlasciciel/add',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dodaj: klient',
      'Dodaj: opiekun',
      'Dodaj: manager',
      'Dodaj: ambasador',
      'Dodaj: ekspert-pracownik',
      'Dodaj: ekspert-właściciel',
      'Dodaj: administrator',
    ]);
  });

  it('searches by name, e-mail and phone, the search kept in the address', async () => {
    const { history } = renderApp('/users', { role: 'Admin' });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kowalska');
    await waitFor(() => expect(history.location.search).toContain('search=kowalska'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(await rowOf('Anna Kowalska')).toBeInTheDocument();

    cleanup();
    renderApp('/users?search=601234567', { role: 'Admin' });
    expect(await screen.findByText('Użytkownicy: 1')).toBeInTheDocument();
    expect(await rowOf('Anna Kowalska')).toBeInTheDocument();
  });

  it('filters by role and status from the address; values it does not know are left out', async () => {
    renderApp('/users?role=Patron', { role: 'Admin' });
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2));
    expect(await rowOf('Piotr Nowak')).toBeInTheDocument();
    expect(await rowOf('Renata Dudek')).toBeInTheDocument();

    cleanup();
    const { db, history } = renderApp('/users?role=Boss&status=Gone', { role: 'Admin' });
    expect(await screen.findByText(`Użytkownicy: ${db.users.length}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deaktywowany' }));
    await waitFor(() => expect(history.location.search).toBe('?status=Deleted'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(await rowOf(deactivated)).toBeInTheDocument();
  });

  it('offers only the account actions that apply to the status, and none on one’s own account', async () => {
    renderApp('/users', { role: 'Admin' });
    expect(await menuItems(ambassador)).toEqual([
      'Szczegóły',
      'Zaloguj jako',
      'Wymuś zmianę hasła',
      'Eksportuj dane',
      'Dezaktywuj',
      'Edytuj',
    ]);
    expect(await menuItems(deactivated)).toEqual(['Szczegóły', 'Eksportuj dane', 'Przywróć', 'Usuń trwale', 'Edytuj']);
    expect(await menuItems(notConfirmed)).toEqual([
      'Szczegóły',
      'Zaloguj jako',
      'Wyślij ponownie e-mail aktywacyjny',
      'Link aktywacyjny',
      'Eksportuj dane',
      'Dezaktywuj',
      'Edytuj',
    ]);
    cleanup();
    renderApp('/users?search=zielinska', { role: 'Admin' });
    expect(await menuItems('Agnieszka Zielińska')).toEqual(['Szczegóły', 'Edytuj']);
  });

  it('deactivates with a required reason, its count shown; the row says Deaktywowany', async () => {
    const { db } = renderApp('/users', { role: 'Admin' });
    await choose(ambassador, 'Dezaktywuj');
    const dialog = await screen.findByRole('dialog', { name: 'Dezaktywować użytkownika?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Powód dezaktywacji' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    expect(dialog).toHaveTextContent('0 / 1000 znaków');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await within(dialog).findByText('Podaj powód dezaktywacji.')).toBeInTheDocument();
    await userEvent.type(reason, 'Koniec współpracy');
    expect(dialog).toHaveTextContent('17 / 1000 znaków');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await expectSavedNotice('Dezaktywowano użytkownika Tomasz Wójcik.');
    await waitFor(async () => expect(await rowOf(ambassador)).toHaveTextContent('Deaktywowany'));
    expect(db.users.find((u) => u.id === ids.person.ambassador)).toMatchObject({
      status: 'Deleted',
      deletionReason: 'Koniec współpracy',
    });
  });

  it('a refused deactivation shows the server’s words and keeps the reason', async () => {
    renderApp('/users', {
      role: 'Admin',
      handlers: [http.delete('*/api/ApplicationUser/:id/deleteWithReason', () => refusal('Serwer: powód odrzucony.'))],
    });
    await choose(ambassador, 'Dezaktywuj');
    const dialog = await screen.findByRole('dialog', { name: 'Dezaktywować użytkownika?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Powód dezaktywacji' }), 'Powód');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await within(dialog).findByText('Serwer: powód odrzucony.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Powód dezaktywacji' })).toHaveValue('Powód');
  });

  it('restores a deactivated user after confirming', async () => {
    renderApp('/users', { role: 'Admin' });
    await choose(deactivated, 'Przywróć');
    const dialog = await screen.findByRole('dialog', { name: 'Przywrócić użytkownika?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przywróć' }));
    await expectSavedNotice('Przywrócono użytkownika Grzegorz Krawczyk (status: Aktywny).');
    await waitFor(async () => expect(await rowOf(deactivated)).toHaveTextContent('Aktywny'));
  });

  it('a refused restore shows the server’s words', async () => {
    renderApp('/users', {
      role: 'Admin',
      handlers: [http.put('*/api/ApplicationUser/:id/restore', () => refusal('Serwer: nie można przywrócić.'))],
    });
    await choose(deactivated, 'Przywróć');
    const dialog = await screen.findByRole('dialog', { name: 'Przywrócić użytkownika?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przywróć' }));
    expect(await screen.findByText('Serwer: nie można przywrócić.')).toBeInTheDocument();
    expect(await rowOf(deactivated)).toHaveTextContent('Deaktywowany');
  });

  it('deletes for good only once the full name is typed', async () => {
    const { db } = renderApp('/users', { role: 'Admin' });
    await choose(deactivated, 'Usuń trwale');
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć użytkownika trwale?' });
    const name = within(dialog).getByRole('textbox', { name: /Wpisz imię i nazwisko użytkownika/ });
    await userEvent.type(name, 'Grzegorz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń trwale' }));
    expect(
      await within(dialog).findByText('Wpisany tekst różni się od imienia i nazwiska użytkownika.'),
    ).toBeInTheDocument();
    expect(db.users.some((u) => u.id === 118)).toBe(true);
    await userEvent.type(name, ' Krawczyk');
    doubleActivate(within(dialog).getByRole('button', { name: 'Usuń trwale' }));
    await expectSavedNotice('Usunięto trwale użytkownika Grzegorz Krawczyk.');
    await waitFor(async () => expect(within(await table()).queryByRole('link', { name: deactivated })).toBeNull());
    expect(db.users.some((u) => u.id === 118)).toBe(false);
  });

  it('a user who takes part in cases is not deleted for good: the server’s words show in the dialog', async () => {
    const { db } = renderApp('/users', { role: 'Admin' });
    Object.assign(
      db.users.find((u) => u.id === 117)!,
      { status: 'Deleted', isDeleted: true },
    );
    await choose(notConfirmed, 'Usuń trwale');
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć użytkownika trwale?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Wpisz imię/ }), notConfirmed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń trwale' }));
    expect(await within(dialog).findByText(/bierze udział w sprawach \(2\)/)).toBeInTheDocument();
    expect(db.users.some((u) => u.id === 117)).toBe(true);
  });

  it('sends the activation e-mail again after confirming; a refusal shows the server’s words', async () => {
    const { db } = renderApp('/users', { role: 'Admin' });
    await choose(notConfirmed, 'Wyślij ponownie e-mail aktywacyjny');
    const dialog = await screen.findByRole('dialog', { name: 'Wysłać ponownie e-mail aktywacyjny?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await expectSavedNotice('Wysłano e-mail aktywacyjny na adres aleksandra.kwiatkowska@example.pl.', 'Wysłano');
    expect(db.mails.map((m) => m.to)).toEqual(['aleksandra.kwiatkowska@example.pl']);

    cleanup();
    renderApp('/users', {
      role: 'Admin',
      handlers: [http.get('*/api/ApplicationUser/resend', () => refusal('Serwer: limit wysyłek.'))],
    });
    await choose(notConfirmed, 'Wyślij ponownie e-mail aktywacyjny');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Wysłać ponownie e-mail aktywacyjny?' })).getByRole('button', {
        name: 'Wyślij',
      }),
    );
    expect(await screen.findByText('Serwer: limit wysyłek.')).toBeInTheDocument();
  });

  it('shows the activation link and copies it, with a notice; a failed copy says so', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { db } = renderApp('/users', { role: 'Admin' });
    await choose(notConfirmed, 'Link aktywacyjny');
    const dialog = await screen.findByRole('dialog', { name: 'Link aktywacyjny' });
    const field = within(dialog).getByRole('textbox', { name: 'Link aktywacyjny' });
    const token = db.accounts.find((a) => a.userId === 117)!.tokens[0].token;
    expect(field).toHaveValue(
      `${window.location.origin}/activate?email=aleksandra.kwiatkowska%40example.pl&token=${token}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiuj link' }));
    expect(writeText).toHaveBeenCalledWith((field as HTMLInputElement).value);
    await expectSavedNotice('Skopiowano link aktywacyjny do schowka.', 'Skopiowano');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiuj link' }));
    expect(
      await within(dialog).findByText('Nie udało się skopiować. Zaznacz link i skopiuj go ręcznie.'),
    ).toBeInTheDocument();
  });

  it.each(['https://evil.example/activate?token=1', 'javascript:alert(1)', '//evil.example/activate?x', '/news'])(
    'an activation link that does not lead to the portal’s activation (%s) is not shown to pass on',
    async (url) => {
      renderApp('/users', {
        role: 'Admin',
        handlers: [http.get('*/api/ApplicationUser/getLink', () => HttpResponse.json({ url }))],
      });
      await choose(notConfirmed, 'Link aktywacyjny');
      const dialog = await screen.findByRole('dialog', { name: 'Link aktywacyjny' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('nie prowadzi do aktywacji konta w portalu');
      expect(within(dialog).getByRole('textbox', { name: 'Link aktywacyjny' })).toHaveValue('');
      expect(within(dialog).getByRole('button', { name: 'Kopiuj link' })).toBeDisabled();
    },
  );

  it('a refused activation link shows the server’s words', async () => {
    renderApp('/users', {
      role: 'Admin',
      handlers: [http.get('*/api/ApplicationUser/getLink', () => refusal('Serwer: brak linku.'))],
    });
    await choose(notConfirmed, 'Link aktywacyjny');
    expect(await screen.findByText('Serwer: brak linku.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Link aktywacyjny' })).toBeNull();
  });

  it('forces a password reset after confirming; a refusal shows the server’s words', async () => {
    const { db } = renderApp('/users', { role: 'Admin' });
    await choose(ambassador, 'Wymuś zmianę hasła');
    const dialog = await screen.findByRole('dialog', { name: 'Wymusić zmianę hasła?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wymuś zmianę hasła' }));
    await expectSavedNotice('Wysłano link do zmiany hasła na adres tomasz.wojcik@example.pl.', 'Wysłano');
    expect(db.mails.at(-1)).toMatchObject({
      to: 'tomasz.wojcik@example.pl',
      subject: 'Ustaw nowe hasło w Portalu Klienta',
    });

    cleanup();
    renderApp('/users', {
      role: 'Admin',
      handlers: [http.get('*/api/ApplicationUser/forceResetPassword', () => refusal('Serwer: reset odrzucony.'))],
    });
    await choose(ambassador, 'Wymuś zmianę hasła');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Wymusić zmianę hasła?' })).getByRole('button', {
        name: 'Wymuś zmianę hasła',
      }),
    );
    expect(await screen.findByText('Serwer: reset odrzucony.')).toBeInTheDocument();
  });

  it('exports the user’s data as a file after confirming; a refusal shows the server’s words', async () => {
    const files = spyOnFiles();
    renderApp('/users', { role: 'Admin' });
    await choose(ambassador, 'Eksportuj dane');
    const dialog = await screen.findByRole('dialog', { name: 'Pobrać dane użytkownika?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pobierz' }));
    await expectSavedNotice('Pobrano plik z danymi użytkownika.', 'Pobrano');
    expect(files.saved.map((f) => f.download)).toEqual(['dane-uzytkownika-104.json']);
    const saved = files.blobs[Number(files.saved[0].href.split('-').at(-1)) - 1];
    expect(JSON.parse(await saved.text()).user).toMatchObject({ id: 104, email: 'tomasz.wojcik@example.pl' });

    cleanup();
    renderApp('/users', {
      role: 'Admin',
      handlers: [http.get('*/api/ApplicationUser/export', () => refusal('Serwer: eksport niedostępny.'))],
    });
    await choose(ambassador, 'Eksportuj dane');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Pobrać dane użytkownika?' })).getByRole('button', {
        name: 'Pobierz',
      }),
    );
    expect(await screen.findByText('Serwer: eksport niedostępny.')).toBeInTheDocument();
  });

  it('signs in as the user after confirming (a full load of the portal in impersonation mode)', async () => {
    const open = vi.spyOn(impersonation, 'open').mockImplementation(() => {});
    renderApp('/users', { role: 'Admin' });
    await choose(ambassador, 'Zaloguj jako');
    let dialog = await screen.findByRole('dialog', { name: 'Zalogować się jako ten użytkownik?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
    await choose(ambassador, 'Zaloguj jako');
    dialog = await screen.findByRole('dialog', { name: 'Zalogować się jako ten użytkownik?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zaloguj jako' }));
    expect(open).toHaveBeenCalledWith(104);
  });

  it('is the administrators’ screen only', async () => {
    const { history } = renderApp('/users', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
