import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { errorOf } from '@/testing/fields';
import { bodyRows, cellTexts } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const { partner } = ids.organisation;
const { person } = ids;
const path = `/organisations/${partner}/users`;

const table = () => screen.findByRole('table', { name: 'Członkowie organizacji' }, { timeout: 5000 });
/** Each row as [name, e-mail, roles]. */
const rows = async () => bodyRows(await table()).map((row) => cellTexts(row).slice(0, 3));
const names = async () => (await rows()).map(([name]) => name);
const membership = (db: ReturnType<typeof renderApp>['db'], userId: number) =>
  db.organisationUsers.find((m) => m.userId === userId && m.organisationId === partner);

describe("an organisation's members", { timeout: 30_000 }, () => {
  it('lists them by last name with their roles there, in the spec’s order; a name leads to the user', async () => {
    const { history } = renderApp(path, { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Użytkownicy organizacji Partner', level: 1 })).toBeVisible();
    expect(await rows()).toEqual([
      ['Renata Dudek', 'renata.dudek@example.pl', 'opiekun'],
      ['Małgorzata Jankowska', 'malgorzata.jankowska@example.pl', 'klient'],
      ['Dariusz Majewski', 'dariusz.majewski@example.pl', 'manager'],
      ['Katarzyna Wiśniewska', 'katarzyna.wisniewska@example.pl', 'opiekun, manager'],
      ['Michał Wojciechowski', 'michal.wojciechowski@example.pl', 'klient'],
      ['Agnieszka Zielińska', 'agnieszka.zielinska@example.pl', 'administrator'],
    ]);
    expect(screen.getByText('Członkowie: 6')).toBeInTheDocument();
    // the crumb back to every organisation
    const crumbs = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(crumbs).getByRole('link', { name: 'Organizacje' })).toHaveAttribute('href', '/organisations');
    await userEvent.click(screen.getByRole('link', { name: 'Dariusz Majewski' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/users/${person.clientManager}`));
  });

  it('an organisation that does not exist is not found', async () => {
    renderApp('/organisations/999/users', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono organizacji', level: 1 })).toBeVisible();
  });

  it('a manager is sent to the main page', async () => {
    const { history } = renderApp(path, { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('adds a member: a user found by name (members are not offered) with the chosen roles', async () => {
    const { db } = renderApp(path, { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj członka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj członka' });
    const user = within(dialog).getByRole('combobox', { name: /Użytkownik/ });
    const roles = within(dialog).getByRole('combobox', { name: /Role w organizacji/ });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(errorOf(user)).toBe('To pole jest wymagane');
    expect(errorOf(roles)).toBe('Wybierz co najmniej jedną pozycję');

    // a member already is not offered
    await userEvent.type(user, 'Majewski');
    expect(await screen.findByText('Nie znaleziono użytkownika spoza organizacji')).toBeInTheDocument();
    await userEvent.clear(user);
    await userEvent.type(user, 'Wójcik');
    await userEvent.click(await screen.findByRole('option', { name: /Tomasz Wójcik/ }));
    expect(user).toHaveValue('Tomasz Wójcik');
    await userEvent.click(roles);
    await userEvent.click(await screen.findByRole('option', { name: 'ambasador' }));
    await userEvent.click(await screen.findByRole('option', { name: 'manager' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await screen.findByText('Dodano członka organizacji')).closest('[role="alert"]')).toHaveTextContent(
      'Tomasz Wójcik',
    );
    await waitFor(async () =>
      expect(await rows()).toContainEqual(['Tomasz Wójcik', 'tomasz.wojcik@example.pl', 'manager, ambasador']),
    );
    expect(membership(db, person.ambassador)?.roles).toEqual(['Manager', 'Ambassador']);
    expect(db.users.find((u) => u.id === person.ambassador)!.organisations).toEqual([
      { organisationId: partner, name: 'Partner', roles: ['Manager', 'Ambassador'] },
    ]);
  });

  it('a refused addition shows the server’s words and keeps what was chosen', async () => {
    const { db } = renderApp(path, { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj członka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj członka' });
    const user = within(dialog).getByRole('combobox', { name: /Użytkownik/ });
    await userEvent.type(user, 'Wójcik');
    await userEvent.click(await screen.findByRole('option', { name: /Tomasz Wójcik/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role w organizacji/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ambasador' }));
    // meanwhile someone else made him a member
    db.organisationUsers.push({
      id: 999,
      organisationId: partner,
      userId: person.ambassador,
      user: { id: person.ambassador, firstName: 'Tomasz', lastName: 'Wójcik', email: 'tomasz.wojcik@example.pl' },
      roles: ['Ambassador'],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ten użytkownik należy już do tej organizacji.');
    expect(user).toHaveValue('Tomasz Wójcik');
    expect(within(dialog).getByText('ambasador')).toBeInTheDocument();
    expect(db.organisationUsers.filter((m) => m.userId === person.ambassador)).toHaveLength(1);
  });

  it("changes a member's roles in a dialog; none is not allowed", async () => {
    const { db } = renderApp(path, { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień role: Dariusz Majewski' }));
    const dialog = await screen.findByRole('dialog', { name: 'Role w organizacji: Dariusz Majewski' });
    expect(within(dialog).queryByRole('combobox', { name: /Użytkownik/ })).not.toBeInTheDocument();
    const roles = within(dialog).getByRole('combobox', { name: /Role w organizacji/ });
    expect(within(dialog).getByText('manager')).toBeInTheDocument();

    await userEvent.click(roles);
    await userEvent.click(await screen.findByRole('option', { name: 'manager' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(errorOf(roles)).toBe('Wybierz co najmniej jedną pozycję');

    await userEvent.click(roles);
    await userEvent.click(await screen.findByRole('option', { name: 'administrator' }));
    await userEvent.click(await screen.findByRole('option', { name: 'opiekun' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await rows()).toContainEqual([
        'Dariusz Majewski',
        'dariusz.majewski@example.pl',
        'opiekun, administrator',
      ]),
    );
    expect(membership(db, person.clientManager)?.roles).toEqual(['Patron', 'Admin']);
    expect(db.users.find((u) => u.id === person.clientManager)!.organisations[0].roles).toEqual(['Patron', 'Admin']);
  });

  it('removes a member after confirmation', async () => {
    const { db } = renderApp(path, { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Dariusz Majewski' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usuwanie z organizacji' });
    expect(confirm).toHaveTextContent(
      'Czy na pewno chcesz usunąć użytkownika Dariusz Majewski z organizacji „Partner”?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(membership(db, person.clientManager)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Dariusz Majewski' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(async () => expect(await names()).not.toContain('Dariusz Majewski'));
    expect(membership(db, person.clientManager)).toBeUndefined();
    expect(db.users.find((u) => u.id === person.clientManager)!.organisations).toEqual([]);
    expect(screen.getByText('Członkowie: 5')).toBeInTheDocument();
  });
});
