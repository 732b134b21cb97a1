import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { TEST_API_ORIGIN } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { fill } from './test-utils';

const CASES = `${TEST_API_ORIGIN}/api/Case`;
const { client: demoClient, otherClient } = ids.person;

function countCreates() {
  const calls = { creates: 0 };
  return { calls, handler: http.post(CASES, () => void (calls.creates += 1)) };
}

// the first screen of a test loads lazily and the options wait for their lists: a machine under load needs time
const wait = { timeout: 5000 };

const choose = async (label: RegExp, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }, wait));
  await userEvent.click(await screen.findByRole('option', { name: option }, wait));
};

describe('create a case', () => {
  it(`a manager creates a case for the client of the route (/managerClients/${demoClient}/cases/create)`, async () => {
    const { db, history } = renderApp(`/managerClients/${demoClient}/cases/create`, { role: 'Manager' });
    const client = await screen.findByRole('combobox', { name: /^Klient/ }, wait);
    expect(client).toBeDisabled();
    await waitFor(() => expect(client).toHaveValue('Anna Kowalska'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Zgłoszona');
    expect(screen.getByRole('combobox', { name: 'Wynik' })).toHaveValue('Brak');

    await fill(screen.getByRole('textbox', { name: /^Nazwa sprawy/ }), 'Audyt podatkowy');
    await choose(/^Produkt/, 'Pełna księgowość');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));

    await waitFor(() =>
      expect(history.location.pathname).toMatch(new RegExp(`^/managerClients/${demoClient}/cases/\\d+$`)),
    );
    const created = db.cases.at(-1)!;
    expect(history.location.pathname).toBe(`/managerClients/${demoClient}/cases/${created.id}`);
    expect(created).toMatchObject({
      name: 'Audyt podatkowy',
      clientId: demoClient,
      productId: ids.product.fullAccounting,
      status: 'New',
      result: 'None',
    });
    // the manager who added it looks after it
    expect(created.managers.map((manager) => manager.id)).toEqual([ids.person.manager]);
  });

  it('a double click on "Utwórz sprawę" (or the form sent again meanwhile) creates one case', async () => {
    const { calls, handler } = countCreates();
    const { db, history } = renderApp(`/managerClients/${demoClient}/cases/create`, {
      role: 'Manager',
      handlers: [handler],
    });
    const before = db.cases.length;
    await fill(await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait), 'Audyt podatkowy');
    await choose(/^Produkt/, 'Pełna księgowość');
    doubleActivate(screen.getByRole('button', { name: 'Utwórz sprawę' }));

    await waitFor(() =>
      expect(history.location.pathname).toMatch(new RegExp(`^/managerClients/${demoClient}/cases/\\d+$`)),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.creates).toBe(1);
    expect(db.cases).toHaveLength(before + 1);
  });

  it('a new case cannot start "Odrzucona": a rejection needs a reason comment on an existing case', async () => {
    renderApp('/cases/create', { role: 'Admin' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }, wait));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Zgłoszona',
      'Ofertowanie',
      'W toku',
      'Zakończona',
    ]);
  });

  it('an admin creates a case with its people, VAT payer and description (/cases/create)', async () => {
    const { db, history } = renderApp('/cases/create', { role: 'Admin' });
    await fill(await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait), 'Windykacja faktur');
    await choose(/^Klient/, 'Jan Mazur');
    await choose(/^Produkt/, 'Windykacja należności');
    await choose(/^Status/, 'W toku');
    await choose(/^Ekspert/, 'Magdalena Kamińska');
    await choose(/^Lider/, 'Katarzyna Wiśniewska');
    await fill(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Mazur Transport');
    await userEvent.click(screen.getByRole('switch', { name: 'Płatnik VAT' }));
    await fill(screen.getByRole('textbox', { name: 'Opis' }), 'Trzy zaległe faktury');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/cases\/\d+$/));
    const created = db.cases.at(-1)!;
    expect(history.location.pathname).toBe(`/cases/${created.id}`);
    expect(created).toMatchObject({
      name: 'Windykacja faktur',
      clientId: otherClient,
      productId: ids.product.debtCollection,
      status: 'InProgress',
      expertId: ids.person.expertEmployee,
      managerLeaderId: ids.person.manager,
      companyName: 'Mazur Transport',
      isVatPayer: true,
    });
    expect(created.generalInfo?.description).toBe('Trzy zaległe faktury');
  });

  it('shows the validation messages in Polish under the fields and sends nothing', async () => {
    const { calls, handler } = countCreates();
    const { history } = renderApp('/cases/create', { role: 'Admin', handlers: [handler] });
    await userEvent.click(await screen.findByRole('button', { name: 'Utwórz sprawę' }, wait));
    const required = 'To pole jest wymagane';
    expect(screen.getByRole('textbox', { name: /^Nazwa sprawy/ })).toHaveAccessibleDescription(required);
    expect(screen.getByRole('combobox', { name: /^Klient/ })).toHaveAccessibleDescription(required);
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toHaveAccessibleDescription(required);

    const nameInput = screen.getByRole('textbox', { name: /^Nazwa sprawy/ });
    await userEvent.click(nameInput);
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));
    expect(nameInput).toHaveAccessibleDescription('Maksymalnie 300 znaków');
    expect(calls.creates).toBe(0);
    expect(history.location.pathname).toBe('/cases/create');
  });

  it('a 400 with field errors shows the message under the field; a later success creates exactly one case', async () => {
    let refuse = true;
    const { db, history } = renderApp(`/managerClients/${demoClient}/cases/create`, {
      role: 'Manager',
      handlers: [
        http.post(CASES, () =>
          refuse
            ? HttpResponse.json(
                { title: 'Błędne dane', status: 400, errors: { Name: ['Sprawa o tej nazwie już istnieje'] } },
                { status: 400 },
              )
            : undefined,
        ),
      ],
    });
    const before = db.cases.length;
    const name = await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait);
    await fill(name, 'Audyt podatkowy');
    await choose(/^Produkt/, 'Pełna księgowość');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Sprawa o tej nazwie już istnieje'));
    expect(name).toHaveValue('Audyt podatkowy');
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toHaveValue('Pełna księgowość');
    expect(history.location.pathname).toBe(`/managerClients/${demoClient}/cases/create`);
    expect(db.cases.length).toBe(before);

    refuse = false;
    await fill(name, 'Audyt podatkowy 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));
    await waitFor(() =>
      expect(history.location.pathname).toMatch(new RegExp(`^/managerClients/${demoClient}/cases/\\d+$`)),
    );
    expect(db.cases.length).toBe(before + 1);
    expect(db.cases.at(-1)!.name).toBe('Audyt podatkowy 2026');
  });

  it('a server failure keeps everything typed and stays on the form', async () => {
    const { db, history } = renderApp('/cases/create', {
      role: 'Admin',
      handlers: [http.post(CASES, () => HttpResponse.json({ title: 'Błąd', status: 500 }, { status: 500 }))],
    });
    const before = db.cases.length;
    const name = await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait);
    await fill(name, 'Windykacja faktur');
    await choose(/^Klient/, 'Jan Mazur');
    await choose(/^Produkt/, 'Windykacja należności');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));
    expect(await screen.findByText(/Nie udało się utworzyć sprawy/, {}, wait)).toBeInTheDocument();
    expect(name).toHaveValue('Windykacja faktur');
    expect(screen.getByRole('combobox', { name: /^Klient/ })).toHaveValue('Jan Mazur');
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toHaveValue('Windykacja należności');
    expect(history.location.pathname).toBe('/cases/create');
    expect(db.cases.length).toBe(before);
  });

  it('"Anuluj" goes back to the list without creating anything', async () => {
    const { calls, handler } = countCreates();
    const { history } = renderApp(`/patronClients/${otherClient}/cases/create`, {
      role: 'Patron',
      handlers: [handler],
    });
    const name = await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait);
    await fill(name, 'Coś');
    // something was typed: leaving asks first, and staying keeps it
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    let dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe(`/patronClients/${otherClient}/cases/create`);
    expect(name).toHaveValue('Coś');

    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opuść stronę' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/patronClients/${otherClient}/cases`));
    expect(calls.creates).toBe(0);
  });

  it('an untouched form is left without a question', async () => {
    const { history } = renderApp('/cases/create', { role: 'Admin' });
    await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait);
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cases'));
    expect(screen.queryByRole('dialog', { name: 'Niezapisane zmiany' })).not.toBeInTheDocument();
  });
});
