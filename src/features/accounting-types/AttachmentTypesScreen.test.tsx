import { getCreateAccountingAttachmentTypeMockHandler } from '@portal/sdk/mocks/accounting-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byName, confirmDelete, dictionaryList, expectSentHome, nameInput, save } from '@/testing/dictionary';
import { renderApp } from '@/testing/render';

const { table, names } = dictionaryList('Lista typów załączników księgowych');

describe('the accounting attachment types dictionary', { timeout: 30_000 }, () => {
  it('lists the types by name, for a manager too', async () => {
    const { db } = renderApp('/accountingAttachmentTypes', { role: 'Manager' });
    expect(await names()).toEqual(byName(db.accountingAttachmentTypes.map((t) => t.name)));
  });

  it('a client is sent to the main page', () => expectSentHome('/accountingAttachmentTypes', 'Client'));

  it('adds one on its own page', async () => {
    const { db, history } = renderApp('/accountingAttachmentTypes', { role: 'Manager' });
    await table();
    await userEvent.click(screen.getByRole('link', { name: 'Dodaj typ załącznika' }));
    await userEvent.type(await nameInput(), 'Umowa najmu');
    await save();
    await waitFor(() => expect(history.location.pathname).toBe('/accountingAttachmentTypes'));
    await waitFor(async () => expect(await names()).toContain('Umowa najmu'));
    expect(db.accountingAttachmentTypes.find((t) => t.name === 'Umowa najmu')).toMatchObject({ isActive: true });
  });

  it('a refused one keeps what was typed and shows why', async () => {
    const { db, history } = renderApp('/accountingAttachmentTypes/create', {
      role: 'Admin',
      handlers: [
        getCreateAccountingAttachmentTypeMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { name: ['Taki typ już istnieje.'] } },
            { status: 400 },
          );
        }),
      ],
    });
    const name = await nameInput();
    await userEvent.type(name, 'Umowa najmu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Opis' }), 'Raz w roku.');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Taki typ już istnieje.');
    expect(name).toHaveValue('Umowa najmu');
    expect(screen.getByRole('textbox', { name: 'Opis' })).toHaveValue('Raz w roku.');
    expect(history.location.pathname).toBe('/accountingAttachmentTypes/create');
    expect(db.accountingAttachmentTypes.some((t) => t.name === 'Umowa najmu')).toBe(false);
  });

  it('edits one twice: both changes stay', async () => {
    const { db, history } = renderApp('/accountingAttachmentTypes', { role: 'Manager' });
    await table();
    await userEvent.click(screen.getByRole('link', { name: 'Edytuj: Lista płac' }));
    await userEvent.type(await nameInput(), ' i umowy');
    await save();
    await waitFor(async () => expect(await names()).toContain('Lista płac i umowy'));
    await userEvent.click(screen.getByRole('link', { name: 'Edytuj: Lista płac i umowy' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Opis' }), 'Co miesiąc.');
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/accountingAttachmentTypes'));
    expect(db.accountingAttachmentTypes.find((t) => t.id === 4)).toMatchObject({
      name: 'Lista płac i umowy',
      description: 'Co miesiąc.',
    });
  });

  it("deletes an unused one after confirmation; one cases use stays, with the server's words", async () => {
    const { db } = renderApp('/accountingAttachmentTypes', { role: 'Admin' });
    await table();
    await confirmDelete('Faktura sprzedażowa');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć typu załącznika „Faktura sprzedażowa”: jest używany przez 5 spraw.',
    );
    await confirmDelete('Wyciąg bankowy');
    await waitFor(async () => expect(await names()).not.toContain('Wyciąg bankowy'));
    expect(db.accountingAttachmentTypes.map((t) => t.name)).toContain('Faktura sprzedażowa');
  });
});
