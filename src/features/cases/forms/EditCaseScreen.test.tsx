import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '../../../mocks/db/seed-ids';
import { TEST_API_ORIGIN } from '../../../testing/server';
import { renderApp } from '../../../testing/render';
import { fill } from './test-utils';

const CASE = `${TEST_API_ORIGIN}/api/Case/:id`;
const CASE_ID = ids.case.accounting;

// the screen loads lazily, then the case: a machine under load needs time
const nameInput = () => screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, { timeout: 5000 });

describe('edit a case', () => {
  it('an admin edits a case: prefilled, saved with PUT, back on the details', async () => {
    const { db, history } = renderApp(`/cases/edit/${CASE_ID}`, { role: 'Admin' });
    const item = db.cases.find((c) => c.id === CASE_ID)!;
    const before = structuredClone(item);
    const name = await nameInput();
    await waitFor(() => expect(name).toHaveValue(before.name));
    expect(screen.getByRole('combobox', { name: /^Klient/ })).toHaveValue('Anna Kowalska');
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toHaveValue(before.product!.name);

    await fill(name, 'Księgowość 2027');
    const description = screen.getByRole('textbox', { name: 'Opis' });
    await fill(description, 'Nowy opis sprawy');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(history.location.pathname).toBe(`/cases/${CASE_ID}`));
    const saved = db.cases.find((c) => c.id === CASE_ID)!;
    expect(saved).toMatchObject({
      name: 'Księgowość 2027',
      clientId: before.clientId,
      productId: before.productId,
      status: before.status,
      expertId: before.expertId,
    });
    expect(saved.managers.map((m) => m.id)).toEqual(before.managers.map((m) => m.id));
    expect(saved.generalInfo?.description).toBe('Nowy opis sprawy');
  });

  it('"Anuluj" goes back to the details without saving', async () => {
    const { db, history } = renderApp(`/managerClientsCases/${CASE_ID}/edit`, { role: 'Manager' });
    const before = db.cases.find((c) => c.id === CASE_ID)!.name;
    const name = await nameInput();
    await waitFor(() => expect(name).toHaveValue(before));
    await fill(name, 'Zmieniona nazwa');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/managerClientsCases/${CASE_ID}`));
    expect(db.cases.find((c) => c.id === CASE_ID)!.name).toBe(before);
  });

  it('a 400 with field errors shows the message under the field and keeps what was typed', async () => {
    const { history } = renderApp(`/cases/edit/${CASE_ID}`, {
      role: 'Admin',
      handlers: [
        http.put(CASE, () =>
          HttpResponse.json(
            { title: 'Błędne dane', status: 400, errors: { Name: ['Sprawa o tej nazwie już istnieje'] } },
            { status: 400 },
          ),
        ),
      ],
    });
    const name = await nameInput();
    await waitFor(() => expect(name).not.toHaveValue(''));
    await fill(name, 'Duplikat');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Sprawa o tej nazwie już istnieje'));
    expect(name).toHaveValue('Duplikat');
    expect(screen.getByText('Popraw zaznaczone pola i spróbuj ponownie.')).toBeInTheDocument();
    expect(history.location.pathname).toBe(`/cases/edit/${CASE_ID}`);
  });

  it('a failed save keeps everything typed', async () => {
    renderApp(`/cases/edit/${CASE_ID}`, {
      role: 'Admin',
      handlers: [http.put(CASE, () => HttpResponse.json({ title: 'Błąd', status: 500 }, { status: 500 }))],
    });
    const name = await nameInput();
    await waitFor(() => expect(name).not.toHaveValue(''));
    await fill(name, 'Zmieniona nazwa');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(/Nie udało się zapisać zmian/)).toBeInTheDocument();
    expect(name).toHaveValue('Zmieniona nazwa');
  });

  it('a 403 on reading the case shows the access message', async () => {
    renderApp(`/patronClientsCases/${CASE_ID}/edit`, {
      role: 'Patron',
      handlers: [http.get(CASE, () => HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 }))],
    });
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nazwa sprawy/ })).not.toBeInTheDocument();
  });
});
