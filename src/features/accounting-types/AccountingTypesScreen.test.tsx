import { getUpdateAccountingTypeMockHandler } from '@portal/sdk/mocks/accounting-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byName, confirmDelete, dictionaryList, expectSentHome, nameInput, save } from '@/testing/dictionary';
import { renderApp } from '@/testing/render';

const wait = { timeout: 5000 };
const { table, names, rowOf } = dictionaryList('Lista typów księgowości');

describe('the accounting types dictionary', { timeout: 30_000 }, () => {
  it('lists the types by name with their kind and whether they are offered, for a manager too', async () => {
    const { db } = renderApp('/accountingTypes', { role: 'Manager' });
    expect(await screen.findByRole('heading', { name: 'Typy księgowości', level: 1 }, wait)).toBeInTheDocument();
    expect(await names()).toEqual(byName(db.accountingTypes.map((t) => t.name)));
    const cardRow = await rowOf('Karta podatkowa');
    expect([cardRow[1], cardRow[3]]).toEqual(['Karta podatkowa', 'Nie']);
  });

  it('a client is sent to the main page', () => expectSentHome('/accountingTypes/create', 'Client'));

  it('adds one on its own page', async () => {
    const { db, history } = renderApp('/accountingTypes', { role: 'Manager' });
    await table();
    await userEvent.click(screen.getByRole('link', { name: 'Dodaj typ księgowości' }));
    await userEvent.type(await nameInput(), 'Ryczałt dla najmu');
    await userEvent.click(screen.getByRole('combobox', { name: /^Rodzaj ewidencji/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ryczałt ewidencjonowany' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Cena miesięczna netto/ }), '180');
    await save();
    await waitFor(() => expect(history.location.pathname).toBe('/accountingTypes'));
    await waitFor(async () => expect(await names()).toContain('Ryczałt dla najmu'));
    expect(db.accountingTypes.find((t) => t.name === 'Ryczałt dla najmu')).toMatchObject({
      kind: 'R',
      monthlyPrice: 180,
      isActive: true,
    });
  });

  it('edits one, then again from the list: both changes stay', async () => {
    const { db, history } = renderApp('/accountingTypes', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('link', { name: 'Edytuj: Gospodarstwo rolne' }));
    const name = await nameInput();
    await userEvent.type(name, ' (rolnik ryczałtowy)');
    await save();
    await waitFor(async () => expect(await names()).toContain('Gospodarstwo rolne (rolnik ryczałtowy)'));

    await userEvent.click(screen.getByRole('link', { name: 'Edytuj: Gospodarstwo rolne (rolnik ryczałtowy)' }));
    expect(await nameInput()).toHaveValue('Gospodarstwo rolne (rolnik ryczałtowy)');
    await userEvent.click(screen.getByRole('switch', { name: /^Aktywny/ }));
    await save();
    await waitFor(() => expect(history.location.pathname).toBe('/accountingTypes'));
    expect(db.accountingTypes.find((t) => t.id === 5)).toMatchObject({
      name: 'Gospodarstwo rolne (rolnik ryczałtowy)',
      isActive: false,
      kind: 'Agriculture',
    });
  });

  it('a refused save stays with what was typed and the server’s words', async () => {
    renderApp('/accountingTypes/5/edit', {
      role: 'Manager',
      handlers: [
        getUpdateAccountingTypeMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, detail: 'Ten rodzaj ewidencji ma już swój typ.' },
            { status: 400 },
          );
        }),
      ],
    });
    const name = await nameInput();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rolnictwo');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten rodzaj ewidencji ma już swój typ.');
    expect(name).toHaveValue('Rolnictwo');
  });

  it("deletes an unused one after confirmation; one cases use stays, with the server's words", async () => {
    const { db } = renderApp('/accountingTypes', { role: 'Manager' });
    await table();
    await confirmDelete('Pełna księgowość');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć typu księgowości „Pełna księgowość”: jest używany przez 2 sprawy.',
    );

    await confirmDelete('Karta podatkowa', 'Czy na pewno chcesz usunąć typ księgowości „Karta podatkowa”?');
    await waitFor(async () => expect(await names()).not.toContain('Karta podatkowa'));
    expect(db.accountingTypes.map((t) => t.name)).toContain('Pełna księgowość');
  });
});
