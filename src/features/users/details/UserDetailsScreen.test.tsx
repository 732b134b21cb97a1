import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { profileMessages } from '@/mocks/users/profile';
import { termsIn } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });
const accountActions = async () => within(await screen.findByRole('group', { name: 'Akcje konta' }));
/** The roles table: organisation → roles (with the note of an added global Admin). */
async function rolesByOrganisation() {
  const table = await screen.findByRole('table', { name: 'Role użytkownika' });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );
}

describe('a user’s details in the administration', { timeout: 30_000 }, () => {
  it('shows the tile, personal data, account, addresses, cooperation dates and the client’s data', async () => {
    renderApp(`/users/${ids.person.client}`, { role: 'Admin' });
    expect(await heading('Anna Kowalska')).toBeInTheDocument();
    expect(await region('Użytkownik Anna Kowalska')).toHaveTextContent('Role: klient');
    expect(await termsIn('Dane osobowe')).toEqual({
      'Imię i nazwisko': 'Anna Kowalska',
      'Data urodzenia': '1986-04-17',
      Zawód: 'Przedsiębiorca',
      Telefon: '+48 601 234 567',
      'Adres e-mail': 'anna.kowalska@example.pl',
    });
    expect(await termsIn('Konto')).toMatchObject({
      Status: 'Aktywny',
      'Dane pierwszego logowania': 'Uzupełnione',
    });
    expect(await region('Adres zamieszkania')).toHaveTextContent('ul. Marszałkowska 84/1200-514 Warszawa');
    // the mailing address is the residence unless it differs
    expect(await region('Adres korespondencyjny')).toHaveTextContent('Taki sam jak adres zamieszkania');
    expect(await termsIn('Współpraca od')).toEqual({ Księgowość: '2026-09-01', Prawo: '2026-09-15' });
    expect(await termsIn('Klient')).toEqual({
      Opiekun: 'Piotr Nowak',
      'Wielkość firmy': '2–3 osoby',
      Abonament: 'Tak',
    });
  });

  it('shows a mailing address that differs; a deactivated user’s reason', async () => {
    renderApp('/users/114', { role: 'Admin' });
    expect(await heading('Paweł Kozłowski')).toBeInTheDocument();
    expect(await region('Adres korespondencyjny')).toHaveTextContent('ul. Chorzowska 5040-121 Katowice');
    expect(await region('Adres zamieszkania')).toHaveTextContent('ul. Mariacka 3/140-014 Katowice');

    cleanup();
    renderApp('/users/118', { role: 'Admin' });
    expect(await termsIn('Konto')).toMatchObject({
      Status: 'Deaktywowany',
      'Powód dezaktywacji': 'Zakończenie współpracy na prośbę klienta.',
    });
  });

  it('links to editing, the client’s cases and calendar', async () => {
    renderApp(`/users/${ids.person.client}`, { role: 'Admin' });
    expect(await screen.findByRole('link', { name: 'Edytuj' })).toHaveAttribute('href', '/users/101/edit');
    const tile = await region('Użytkownik Anna Kowalska');
    expect(within(tile).getByRole('link', { name: 'Sprawy klienta' })).toHaveAttribute('href', '/users/101/cases');
    expect(within(tile).getByRole('link', { name: 'Kalendarz klienta' })).toHaveAttribute('href', '/calendar/user/101');
  });

  it('shows the roles in each organisation, in the spec’s order, a global Admin always added', async () => {
    const { db } = renderApp(`/users/${ids.person.manager}`, { role: 'Admin' });
    db.users.find((u) => u.id === ids.person.manager)!.roles = ['Manager', 'Admin'];
    expect(await rolesByOrganisation()).toEqual({
      'Role globalne (bez wybranej organizacji)': 'manager, administrator',
      'Portal Klienta sp. z o.o.': 'manager, administratoradministrator globalny: dodany w każdej organizacji',
      Partner: 'opiekun, manager, administratoradministrator globalny: dodany w każdej organizacji',
      'Biuro Rachunkowe Lewandowski i Wspólnicy':
        'manager, administratoradministrator globalny: dodany w każdej organizacji',
    });
    expect(await termsIn('Role')).toEqual({ Stanowisko: 'Senior Manager', Departamenty: 'Księgowość, Prawo' });
  });

  it('a membership’s own roles without a global Admin', async () => {
    renderApp(`/users/${ids.person.expertOwner}`, { role: 'Admin' });
    expect(await rolesByOrganisation()).toEqual({
      'Role globalne (bez wybranej organizacji)': 'ekspert-właściciel',
      'Biuro Rachunkowe Lewandowski i Wspólnicy': 'ekspert-właściciel',
      'Portal Klienta sp. z o.o.': 'ekspert-właściciel',
    });
    // not a client: no client section
    expect(screen.queryByRole('region', { name: 'Klient' })).toBeNull();
  });

  it('shows the history of the user’s cases, each change leading to its case', async () => {
    const { db } = renderApp(`/users/${ids.person.client}`, { role: 'Admin' });
    const history = await region('Historia zmian w sprawach');
    const latest = db.caseHistory
      .filter((entry) => db.cases.find((c) => c.id === entry.caseId)?.clientId === ids.person.client)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const item = (await within(history).findAllByRole('listitem'))[0];
    const name = db.cases.find((c) => c.id === latest.caseId)!.name;
    expect(within(item).getByRole('link', { name })).toHaveAttribute('href', `/cases/${latest.caseId}`);
    expect(item).toHaveTextContent(`${latest.createdBy.firstName} ${latest.createdBy.lastName}`);

    cleanup();
    renderApp(`/users/${ids.person.ambassador}`, { role: 'Admin' });
    expect(
      await within(await region('Historia zmian w sprawach')).findByText('Brak zmian w sprawach tego użytkownika.'),
    ).toBeInTheDocument();
  });

  it('changes the e-mail address in a dialog; an address in use is refused in the server’s words', async () => {
    const { db } = renderApp(`/users/${ids.person.ambassador}`, { role: 'Admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień e-mail' }));
    let dialog = await screen.findByRole('dialog', { name: 'Zmiana adresu e-mail' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nowy adres e-mail' }),
      'anna.kowalska@example.pl',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień adres' }));
    expect(await within(dialog).findByText(profileMessages.emailTaken)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Nowy adres e-mail' });
    expect(field).toHaveValue('anna.kowalska@example.pl');
    await userEvent.clear(field);
    await userEvent.type(field, 'tomasz.wojcik@firma.pl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień adres' }));
    await expectSavedNotice('Adres e-mail zmieniono na tomasz.wojcik@firma.pl.');
    await waitFor(async () => expect((await termsIn('Dane osobowe'))['Adres e-mail']).toBe('tomasz.wojcik@firma.pl'));
    expect(db.users.find((u) => u.id === ids.person.ambassador)!.email).toBe('tomasz.wojcik@firma.pl');
    dialog = screen.queryByRole('dialog', { name: 'Zmiana adresu e-mail' })!;
    expect(dialog).toBeNull();
  });

  it('deactivates, then restores, from the details: the status and the actions follow', async () => {
    renderApp(`/users/${ids.person.ambassador}`, { role: 'Admin' });
    const actions = await accountActions();
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Zaloguj jako',
      'Wymuś zmianę hasła',
      'Eksportuj dane',
      'Dezaktywuj',
    ]);
    await userEvent.click(actions.getByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dezaktywować użytkownika?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Powód dezaktywacji' }), 'Urlop bezterminowy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await expectSavedNotice('Dezaktywowano użytkownika Tomasz Wójcik.');
    await waitFor(async () =>
      expect(await termsIn('Konto')).toMatchObject({
        Status: 'Deaktywowany',
        'Powód dezaktywacji': 'Urlop bezterminowy',
      }),
    );
    const after = await accountActions();
    await waitFor(() =>
      expect(after.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Eksportuj dane',
        'Przywróć',
        'Usuń trwale',
      ]),
    );
    await userEvent.click(after.getByRole('button', { name: 'Przywróć' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Przywrócić użytkownika?' })).getByRole('button', {
        name: 'Przywróć',
      }),
    );
    await expectSavedNotice('Przywrócono użytkownika Tomasz Wójcik (status: Aktywny).');
    await waitFor(async () => expect((await termsIn('Konto')).Status).toBe('Aktywny'));
  });

  it('deleting for good leads back to the list, where the user is gone', async () => {
    const { history } = renderApp('/users/118', { role: 'Admin' });
    await userEvent.click((await accountActions()).getByRole('button', { name: 'Usuń trwale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć użytkownika trwale?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Wpisz imię/ }), 'Grzegorz Krawczyk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń trwale' }));
    await expectSavedNotice('Usunięto trwale użytkownika Grzegorz Krawczyk.');
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    const table = await screen.findByRole('table', { name: 'Użytkownicy' }, { timeout: 5000 });
    expect(within(table).queryByRole('link', { name: 'Grzegorz Krawczyk' })).toBeNull();
  });

  it('offers no account action on one’s own account', async () => {
    renderApp(`/users/${ids.person.admin}`, { role: 'Admin' });
    expect(await heading('Agnieszka Zielińska')).toBeInTheDocument();
    expect(await termsIn('Konto')).toMatchObject({ Status: 'Aktywny' });
    expect(screen.queryByRole('group', { name: 'Akcje konta' })).toBeNull();
  });

  it('a user that does not exist: not found; other roles: not their screen', async () => {
    renderApp('/users/9999', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: /Nie znaleziono użytkownika/ })).toBeInTheDocument();
    cleanup();
    const { history } = renderApp('/users/101', { role: 'Patron' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
