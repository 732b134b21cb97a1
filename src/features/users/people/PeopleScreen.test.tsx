import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { bodyRows, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const { person } = ids;
const table = () => screen.findByRole('table', { name: 'Lista pracowników' }, { timeout: 5000 });
/** The names of the rows, in order. */
const names = async () =>
  bodyRows(await table()).map((row) => within(row).getAllByRole('cell')[0].firstChild?.textContent);
const rowOf = async (name: string) =>
  bodyRows(await table()).find((row) => within(row).getAllByRole('cell')[0].textContent?.includes(name))!;

describe('the staff directory', { timeout: 30_000 }, () => {
  it('lists every non-client person by name, with roles in the spec’s order, title, departments, contact, status', async () => {
    const { db } = renderApp('/people', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Zespół', level: 1 })).toBeVisible();
    const staff = db.users.filter((u) => u.roles.some((role) => role !== 'Client'));
    const shown = await names();
    expect(shown).toHaveLength(Math.min(staff.length, 20));
    expect(shown).not.toContain('Anna Kowalska');
    expect(shown.indexOf('Renata Dudek')).toBeLessThan(shown.indexOf('Katarzyna Wiśniewska'));

    const cells = within(await rowOf('Katarzyna Wiśniewska'))
      .getAllByRole('cell')
      .slice(1, 7)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'manager',
      'Senior Manager',
      'Księgowość, Prawo',
      '+48 603 456 789',
      'katarzyna.wisniewska@example.pl',
      'Aktywny',
    ]);
    expect(screen.getByText(`Osoby: ${staff.length}`)).toBeInTheDocument();
  });

  it('roles in the spec’s order: patron before manager', async () => {
    const { db } = renderApp('/people', { role: 'Admin' });
    db.users.find((u) => u.id === person.clientManager)!.roles = ['Admin', 'Manager', 'Patron'];
    expect(within(await rowOf('Dariusz Majewski')).getAllByRole('cell')[1]).toHaveTextContent(
      'opiekun, manager, administrator',
    );
  });

  it('search, role and status go to the address and filter the list; a value the contract refuses is dropped', async () => {
    const { router } = renderApp('/people?role=Nope&status=Active', { role: 'Admin' });
    await table();
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'Active' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Rola' }));
    // the staff's roles only, in the spec's order
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Opiekun',
      'Manager',
      'Ambasador',
      'Ekspert-pracownik',
      'Ekspert-właściciel',
      'Administrator',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'Active', role: 'Manager' }));
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Dariusz Majewski',
        'Beata Olszewska',
        'Sebastian Stępień',
        'Katarzyna Wiśniewska',
      ]),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'olsz');
    await waitFor(() => expect(searchOf(router)).toMatchObject({ search: 'olsz', role: 'Manager' }));
    await waitFor(async () => expect(await names()).toEqual(['Beata Olszewska']));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Deaktywowany' }));
    expect(await screen.findByText('Nikt nie pasuje do wyszukiwania i filtrów.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
  });

  it('an administrator opens a person’s page from the row', async () => {
    const { history } = renderApp('/people', { role: 'Admin' });
    await table();
    const link = screen.getByRole('link', { name: 'Katarzyna Wiśniewska' });
    expect(link).toHaveAttribute('href', `/users/${person.manager}`);
    await userEvent.click(link);
    await waitFor(() => expect(history.location.pathname).toBe(`/users/${person.manager}`));
  });

  it('a manager opens a read-only card: the tile and the contact data, no administration', async () => {
    const { history } = renderApp('/people', { role: 'Manager' });
    await table();
    expect(screen.queryByRole('link', { name: 'Renata Dudek' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renata Dudek' }));
    const card = await screen.findByRole('dialog', { name: 'Renata Dudek' });
    expect(within(card).getByRole('region', { name: 'Użytkownik Renata Dudek' })).toHaveTextContent('opiekun');
    const contact = within(card).getByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByRole('link', { name: '+48 600 140 140' })).toHaveAttribute('href', 'tel:+48600140140');
    expect(within(contact).getByRole('link', { name: 'renata.dudek@example.pl' })).toHaveAttribute(
      'href',
      'mailto:renata.dudek@example.pl',
    );
    // nothing that changes the person, nothing that leads to the administration's pages
    for (const name of [/Edytuj/, /Usuń/, /Dezaktywuj/, /Zresetuj/])
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('link')
        .every((link) => !link.getAttribute('href')?.startsWith('/users')),
    ).toBe(true);
    await userEvent.click(within(card).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/people');
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/people', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
