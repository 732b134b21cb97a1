import { getPatchDepartmentMockHandler } from '@portal/sdk/mocks/departments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byName, confirmDelete, dictionaryList, expectSentHome, nameInput, save } from '@/testing/dictionary';
import { renderApp } from '@/testing/render';

const { table, names } = dictionaryList('Lista departamentów');
const nameField = () => nameInput(/departament/);

describe('the departments dictionary', { timeout: 30_000 }, () => {
  it("lists the seed's departments by name", async () => {
    const { db } = renderApp('/departments', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Departamenty', level: 1 })).toBeInTheDocument();
    expect(await names()).toEqual(byName(db.departments.map((d) => d.name)));
    expect(await names()).toContain('Księgowość');
  });

  it('only an administrator opens it: a manager is sent to the main page', () =>
    expectSentHome('/departments', 'Manager'));

  it('adds one', async () => {
    const { db } = renderApp('/departments', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj departament' }));
    await userEvent.type(await nameField(), 'Podatki');
    await save();
    await waitFor(async () => expect(await names()).toContain('Podatki'));
    expect(db.departments.filter((d) => d.name === 'Podatki')).toHaveLength(1);
  });

  it('renames one, and renames it again from the list: both changes stay', async () => {
    const { db } = renderApp('/departments', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Marketing' }));
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Marketing i sprzedaż');
    await save();
    await waitFor(async () => expect(await names()).toContain('Marketing i sprzedaż'));

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Marketing i sprzedaż' }));
    const again = await nameField();
    expect(again).toHaveValue('Marketing i sprzedaż');
    await userEvent.type(again, ' internetowa');
    await save();
    await waitFor(async () => expect(await names()).toContain('Marketing i sprzedaż internetowa'));
    expect(db.departments.find((d) => d.id === 3)?.name).toBe('Marketing i sprzedaż internetowa');
  });

  it('a refused save keeps what was typed and shows why', async () => {
    renderApp('/departments', {
      role: 'Admin',
      handlers: [
        getPatchDepartmentMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { name: ['Departament o tej nazwie już istnieje.'] } },
            { status: 400 },
          );
        }),
      ],
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Prawo' }));
    const name = await nameField();
    await userEvent.type(name, ' gospodarcze');
    await save();
    const dialog = screen.getByRole('dialog', { name: 'Edycja departamentu' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Departament o tej nazwie już istnieje.');
    expect(name).toHaveValue('Prawo gospodarcze');
  });

  it('deletes one nothing uses, after confirmation', async () => {
    const { db } = renderApp('/departments', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Energetyka i ESG' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    expect(db.departments.some((d) => d.name === 'Energetyka i ESG')).toBe(true);

    await confirmDelete('Energetyka i ESG', 'Czy na pewno chcesz usunąć departament „Energetyka i ESG”?');
    await waitFor(async () => expect(await names()).not.toContain('Energetyka i ESG'));
    expect(db.departments.some((d) => d.name === 'Energetyka i ESG')).toBe(false);
  });

  it("a department still in use stays, with the server's words why", async () => {
    const { db } = renderApp('/departments', { role: 'Admin' });
    await table();
    await confirmDelete('Księgowość');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć departamentu „Księgowość”: jest używany przez 3 produkty i 5 użytkowników.',
    );
    expect(await names()).toContain('Księgowość');
    expect(db.departments.some((d) => d.name === 'Księgowość')).toBe(true);
  });
});
