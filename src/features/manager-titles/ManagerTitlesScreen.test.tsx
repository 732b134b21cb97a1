import { getCreateManagerTitleMockHandler } from '@portal/sdk/mocks/manager-titles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byName, confirmDelete, dictionaryList, expectSentHome, nameInput, save } from '@/testing/dictionary';
import { renderApp } from '@/testing/render';

const { table, names } = dictionaryList('Lista tytułów managerów');
const nameField = () => nameInput(/tytuł/);

describe('the manager titles dictionary', { timeout: 30_000 }, () => {
  it("lists the seed's titles by name, for a manager too", async () => {
    const { db } = renderApp('/managerTitles', { role: 'Manager' });
    expect(await screen.findByRole('heading', { name: 'Tytuły managerów', level: 1 })).toBeInTheDocument();
    expect(await names()).toEqual(byName(db.managerTitles.map((t) => t.name)));
  });

  it('a client is sent to the main page', () => expectSentHome('/managerTitles', 'Client'));

  it('adds one', async () => {
    const { db } = renderApp('/managerTitles', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj tytuł' }));
    await userEvent.type(await nameField(), 'Partner');
    await save();
    await waitFor(async () => expect(await names()).toContain('Partner'));
    expect(db.managerTitles.filter((t) => t.name === 'Partner')).toHaveLength(1);
  });

  it('a refused one keeps what was typed and shows why', async () => {
    const { db } = renderApp('/managerTitles', {
      role: 'Admin',
      handlers: [
        getCreateManagerTitleMockHandler(() => {
          throw HttpResponse.json({ title: 'Taki tytuł już istnieje.', status: 400 }, { status: 400 });
        }),
      ],
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj tytuł' }));
    const name = await nameField();
    await userEvent.type(name, 'Partner');
    await save();
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Taki tytuł już istnieje.');
    expect(name).toHaveValue('Partner');
    expect(db.managerTitles.some((t) => t.name === 'Partner')).toBe(false);
  });

  it('renames one twice: both changes stay', async () => {
    const { db } = renderApp('/managerTitles', { role: 'Manager' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Kierownik Zespołu' }));
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Kierownik');
    await save();
    await waitFor(async () => expect(await names()).toContain('Kierownik'));
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Kierownik' }));
    const again = await nameField();
    await userEvent.type(again, ' Zespołu Prawnego');
    await save();
    await waitFor(async () => expect(await names()).toContain('Kierownik Zespołu Prawnego'));
    expect(db.managerTitles.find((t) => t.id === 3)?.name).toBe('Kierownik Zespołu Prawnego');
  });

  it("deletes one no one holds after confirmation; one someone holds stays, with the server's words", async () => {
    const { db } = renderApp('/managerTitles', { role: 'Admin' });
    await table();
    await confirmDelete('Senior Manager');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć tytułu „Senior Manager”: jest używany przez 1 użytkownika.',
    );

    await confirmDelete('Opiekun Kluczowych Klientów');
    await waitFor(async () => expect(await names()).not.toContain('Opiekun Kluczowych Klientów'));
    expect(db.managerTitles.map((t) => t.name)).toContain('Senior Manager');
    expect(db.managerTitles.map((t) => t.name)).not.toContain('Opiekun Kluczowych Klientów');
  });
});
