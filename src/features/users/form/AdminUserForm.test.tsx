import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { errorOf, field, replace } from '@/testing/fields';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const pick = async (combobox: string, ...options: string[]) => {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  for (const name of options) await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
};
const activationNotice = (name: string, email: string) =>
  `Utworzono konto: ${name}. Na adres ${email} wysłaliśmy e-mail z linkiem aktywacyjnym.`;

describe('the administrator’s user form', { timeout: 60_000 }, () => {
  it('/users/create: no password, roles with their fields; the new user gets the activation e-mail', async () => {
    const { db, history } = renderApp('/users/create', { role: 'Admin' });
    await heading('Nowy użytkownik');
    expect(screen.getByText(/po zapisaniu wyślemy na podany adres e-mail link aktywacyjny/)).toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    await userEvent.type(await field('Imię'), 'Jan');
    await userEvent.type(await field('Nazwisko'), 'Nowicki');
    await userEvent.type(await field('Adres e-mail'), 'jan.nowicki@example.pl');
    // the title is a manager's, the patron and the size a client's
    expect(screen.queryByRole('combobox', { name: 'Stanowisko' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Opiekun' })).toBeNull();
    await pick('Role', 'Manager', 'Opiekun');
    const title = db.managerTitles[0].name;
    await pick('Stanowisko', title);
    await pick('Departamenty', db.departments[0].name);
    expect(screen.queryByRole('combobox', { name: 'Wielkość firmy klienta' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));

    const created = await waitFor(() => {
      const user = db.users.find((u) => u.email === 'jan.nowicki@example.pl');
      expect(user).toBeDefined();
      return user!;
    });
    await waitFor(() => expect(history.location.pathname).toBe(`/users/${created.id}`));
    await expectSavedNotice(activationNotice('Jan Nowicki', 'jan.nowicki@example.pl'));
    expect(created).toMatchObject({
      status: 'NotConfirmed',
      roles: ['Patron', 'Manager'],
      managerTitle: { name: title },
      departments: [{ id: db.departments[0].id }],
      patronId: null,
      isFirstLoginDataFilled: false,
    });
    expect(db.mails.at(-1)).toMatchObject({
      to: 'jan.nowicki@example.pl',
      link: expect.stringMatching(/^\/activate\?/),
    });
  });

  it('says in Polish what is missing, sends nothing, and keeps what was typed', async () => {
    let posts = 0;
    const { db } = renderApp('/users/create', {
      role: 'Admin',
      handlers: [http.post('*/api/ApplicationUser', () => void (posts += 1))],
    });
    const before = db.users.length;
    await userEvent.type(await field('Nazwisko'), 'Nowicki');
    await userEvent.type(await field('Adres e-mail'), 'jan@');
    await userEvent.type(await field('Kod pocztowy'), '00950');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(errorOf(await field('Imię'))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Adres e-mail'))).toBe('Podaj poprawny adres e-mail');
    expect(screen.getByText('Wybierz co najmniej jedną pozycję')).toBeInTheDocument();
    // an address once begun is completed
    expect(errorOf(await field('Ulica'))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Kod pocztowy'))).toBe('Podaj kod pocztowy w formacie NN-NNN, np. 00-950');
    // the phone may wait for the person
    expect(errorOf(await field('Telefon'))).toBeFalsy();
    expect(await field('Nazwisko')).toHaveValue('Nowicki');
    expect(posts).toBe(0);
    expect(db.users).toHaveLength(before);
  });

  it('an e-mail in use: the server’s words under the field, everything typed kept; a double click sends once', async () => {
    let posts = 0;
    const { db, history } = renderApp('/users/create', {
      role: 'Admin',
      handlers: [http.post('*/api/ApplicationUser', () => void (posts += 1))],
    });
    await userEvent.type(await field('Imię'), 'Piotr');
    await userEvent.type(await field('Nazwisko'), 'Drugi');
    await userEvent.type(await field('Adres e-mail'), 'piotr.nowak@example.pl');
    await userEvent.type(await field('Telefon'), '+48 600 700 800');
    await pick('Role', 'Klient');
    doubleActivate(screen.getByRole('button', { name: 'Utwórz konto' }));
    await waitFor(async () =>
      expect(errorOf(await field('Adres e-mail'))).toBe('Ten adres e-mail jest już używany przez inne konto.'),
    );
    expect(posts).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(await field('Imię')).toHaveValue('Piotr');
    expect(await field('Telefon')).toHaveValue('+48 600 700 800');
    expect(history.location.pathname).toBe('/users/create');
    // corrected, it is sent again
    await replace('Adres e-mail', 'piotr.drugi@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    await waitFor(() => expect(db.users.some((u) => u.email === 'piotr.drugi@example.pl')).toBe(true));
  });

  it('/users/{name}/add: the role of the path, preset and locked; back to the list of that role', async () => {
    const { db, history } = renderApp('/users/klient/add', { role: 'Admin' });
    await heading('Nowy użytkownik');
    const roles = await field('Role');
    expect(roles).toHaveValue('Klient');
    expect(roles).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Stanowisko' })).toBeNull();
    await userEvent.type(await field('Imię'), 'Ewa');
    await userEvent.type(await field('Nazwisko'), 'Klientka');
    await userEvent.type(await field('Adres e-mail'), 'ewa.klientka@example.pl');
    await pick('Opiekun', 'Piotr Nowak');
    await pick('Wielkość firmy klienta', '2–3 osoby');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    expect(new URLSearchParams(history.location.search).get('role')).toBe('Client');
    await expectSavedNotice(activationNotice('Ewa Klientka', 'ewa.klientka@example.pl'));
    expect(db.users.find((u) => u.email === 'ewa.klientka@example.pl')).toMatchObject({
      roles: ['Client'],
      patronId: ids.person.patron,
      clientSize: 'Between2And3',
    });
    expect(db.mails.at(-1)!.to).toBe('ewa.klientka@example.pl');
  });

  it('a role the path does not name is not found', async () => {
    const first = renderApp('/users/nikt/add', { role: 'Admin' });
    expect(await heading('Nie znaleziono strony')).toBeInTheDocument();
    first.unmount();
    renderApp(`/users/nikt/${ids.person.otherClient}/edit`, { role: 'Admin' });
    expect(await heading('Nie znaleziono strony')).toBeInTheDocument();
  });

  it('/users/{id}/edit: the e-mail only shown; reopened after a save, a second save keeps both changes', async () => {
    const id = ids.person.otherClient;
    const { db, history } = renderApp(`/users/${id}/edit`, { role: 'Admin' });
    await heading('Edycja użytkownika');
    const email = await field('Adres e-mail');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Adres e-mail zmienia się tylko przyciskiem „Zmień e-mail” na stronie szczegółów użytkownika.',
    );
    await replace('Telefon', '+48 600 111 222');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/users/${id}`));
    await expectSavedNotice('Zapisano zmiany: Jan Mazur.');
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe(`/users/${id}/edit`));
    expect(await field('Telefon')).toHaveValue('+48 600 111 222');
    await replace('Nazwisko', 'Mazur-Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/users/${id}`));
    expect(db.users.find((u) => u.id === id)).toMatchObject({
      phoneNumber: '+48 600 111 222',
      lastName: 'Mazur-Nowak',
    });
  });

  it('/users/{name}/{id}/edit: the roles locked as the user has them; back to the list of the role', async () => {
    const id = ids.person.otherClient;
    const { db, history } = renderApp(`/users/klient/${id}/edit`, { role: 'Admin' });
    await heading('Edycja użytkownika');
    expect(await field('Role')).toHaveValue('Klient');
    await pick('Wielkość firmy klienta', 'Powyżej 50 osób');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    expect(new URLSearchParams(history.location.search).get('role')).toBe('Client');
    expect(db.users.find((u) => u.id === id)).toMatchObject({ roles: ['Client'], clientSize: 'Over50' });
  });

  it('is the administrator’s: anybody else goes to the main page', async () => {
    const { history } = renderApp('/users/create', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
