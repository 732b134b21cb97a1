import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { TEST_API_ORIGIN } from '@/testing/server';
import { renderApp } from '@/testing/render';
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

  // spec 000 sections 4 and 5: every path that sets the status goes through the same rejection flow
  it.each([
    ['Admin', `/cases/edit/${CASE_ID}`, `/cases/${CASE_ID}`],
    ['Manager', `/managerClientsCases/${CASE_ID}/edit`, `/managerClientsCases/${CASE_ID}`],
    ['Patron', `/patronClientsCases/${CASE_ID}/edit`, `/patronClientsCases/${CASE_ID}`],
  ] as const)(
    '%s: saving "Odrzucona" first asks for a reason, sends it to all, then saves the case as rejected',
    async (role, path, details) => {
      const calls: string[] = [];
      const { db, history } = renderApp(path, {
        role,
        handlers: [
          http.all('*/api/*', ({ request }) => {
            if (request.method !== 'GET') calls.push(`${request.method} ${new URL(request.url).pathname}`);
          }),
        ],
      });
      const before = db.cases.find((c) => c.id === CASE_ID)!.status;
      expect(before).not.toBe('Rejected');
      const name = await nameInput();
      await waitFor(() => expect(name).not.toHaveValue(''));
      await fill(name, 'Sprawa odrzucona');
      await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
      await userEvent.click(screen.getByRole('option', { name: 'Odrzucona' }));
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

      const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));
      expect(await within(dialog).findByText('Podaj powód odrzucenia sprawy')).toBeInTheDocument();
      expect(calls).toEqual([]);

      await userEvent.click(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }));
      await userEvent.paste('Klient wycofał zlecenie.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć sprawę' }));

      await waitFor(() => expect(history.location.pathname).toBe(details));
      expect(calls).toEqual(['POST /api/CaseMessage', `PUT /api/Case/${CASE_ID}`]);
      const saved = db.cases.find((c) => c.id === CASE_ID)!;
      expect(saved).toMatchObject({ status: 'Rejected', name: 'Sprawa odrzucona' });
      const reason = db.caseMessages.find((m) => m.content === 'Klient wycofał zlecenie.')!;
      expect(reason.caseId).toBe(CASE_ID);
      expect(reason.recipients.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['Admin', `/cases/edit/${CASE_ID}`, `/cases/${CASE_ID}`],
    ['Manager', `/managerClientsCases/${CASE_ID}/edit`, `/managerClientsCases/${CASE_ID}`],
    ['Patron', `/patronClientsCases/${CASE_ID}/edit`, `/patronClientsCases/${CASE_ID}`],
  ] as const)(
    '%s: reopened after a save, the form shows what was saved; a second save keeps both',
    async (role, path, details) => {
      const { db, history } = renderApp(path, { role });
      const name = await nameInput();
      await waitFor(() => expect(name).not.toHaveValue(''));
      await fill(name, 'Księgowość 2027');
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
      await waitFor(() => expect(history.location.pathname).toBe(details));
      await waitFor(() => expect(document.title).toMatch(/^Księgowość 2027 \|/), { timeout: 8000 });
      // back to the form, as the browser's back button does: the router and the query cache remember the old copy
      history.back();
      await waitFor(() => expect(history.location.pathname).toBe(path));
      expect(await nameInput()).toHaveValue('Księgowość 2027');
      await fill(screen.getByRole('textbox', { name: 'Opis' }), 'Nowy opis sprawy');
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
      await waitFor(() => expect(history.location.pathname).toBe(details));
      const saved = db.cases.find((c) => c.id === CASE_ID)!;
      expect(saved.name).toBe('Księgowość 2027');
      expect(saved.generalInfo?.description).toBe('Nowy opis sprawy');
    },
  );

  it('cancelling the reason saves nothing and keeps the form as typed', async () => {
    const { db, history } = renderApp(`/cases/edit/${CASE_ID}`, { role: 'Admin' });
    const before = structuredClone(db.cases.find((c) => c.id === CASE_ID)!);
    const name = await nameInput();
    await waitFor(() => expect(name).not.toHaveValue(''));
    await fill(name, 'Nowa nazwa');
    const status = screen.getByRole('combobox', { name: 'Status' });
    await userEvent.click(status);
    await userEvent.click(screen.getByRole('option', { name: 'Odrzucona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucenie sprawy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe(`/cases/edit/${CASE_ID}`);
    expect(name).toHaveValue('Nowa nazwa');
    expect(status).toHaveValue('Odrzucona');
    expect(db.cases.find((c) => c.id === CASE_ID)).toEqual(before);
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled();
  });

  it('a filled select offers its clear button by name, to the keyboard too, and it clears the field', async () => {
    renderApp(`/cases/edit/${CASE_ID}`, { role: 'Admin' });
    const name = await nameInput();
    await waitFor(() => expect(name).not.toHaveValue(''));
    const expert = screen.getByRole('combobox', { name: 'Ekspert' });
    await waitFor(() => expect(expert).not.toHaveValue(''));
    const clear = within(expert.closest<HTMLElement>('.mantine-InputWrapper-root')!).getByRole('button', {
      name: 'Wyczyść',
    });
    expect(clear).toHaveAttribute('tabindex', '0');
    await userEvent.click(clear);
    expect(expert).toHaveValue('');
  });

  it('"Anuluj" goes back to the details without saving', async () => {
    const { db, history } = renderApp(`/managerClientsCases/${CASE_ID}/edit`, { role: 'Manager' });
    const before = db.cases.find((c) => c.id === CASE_ID)!.name;
    const name = await nameInput();
    await waitFor(() => expect(name).toHaveValue(before));
    await fill(name, 'Zmieniona nazwa');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opuść stronę' }));
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
