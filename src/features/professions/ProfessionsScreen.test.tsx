import { getListProfessionsMockHandler } from '@portal/sdk/mocks/professions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';

const table = () => screen.findByRole('table', { name: 'Lista zawodów' }, { timeout: 5000 });
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the professions dictionary', { timeout: 30_000 }, () => {
  it('lists the professions by name, for a manager and an admin', async () => {
    const { db } = renderApp('/professions', { role: 'Manager' });
    expect(await screen.findByRole('heading', { name: 'Zawody', level: 1 })).toBeInTheDocument();
    expect(await names()).toEqual(db.professions.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/professions', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it("adds one after the contract's rules pass; what was typed stays while they do not", async () => {
    const { db } = renderApp('/professions', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj zawód' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj zawód' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(name).toHaveAccessibleDescription('To pole jest wymagane');
    await userEvent.type(name, 'x'.repeat(201));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(name).toHaveAccessibleDescription('Maksymalnie 200 znaków');
    expect(name).toHaveValue('x'.repeat(201));
    expect(db.professions.some((p) => p.name.startsWith('xxx'))).toBe(false);

    await userEvent.clear(name);
    await userEvent.type(name, '  Notariusz ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.professions.filter((p) => p.name === 'Notariusz')).toHaveLength(1);
    await waitFor(async () => expect(await names()).toContain('Notariusz'));
  });

  it('a double click on "Zapisz" (or the form sent again meanwhile) adds one', async () => {
    let posts = 0;
    const { db } = renderApp('/professions', {
      role: 'Admin',
      handlers: [http.post('*/api/Profession', () => void (posts += 1))],
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj zawód' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj zawód' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa/ }), 'Notariusz');
    doubleActivate(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.professions.filter((p) => p.name === 'Notariusz')).toHaveLength(1);
  });

  it('renames one', async () => {
    const { db } = renderApp('/professions', { role: 'Admin' });
    const first = db.professions[0];
    await table();
    await userEvent.click(screen.getByRole('button', { name: `Edytuj: ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zawodu' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    expect(name).toHaveValue(first.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Biegły rewident');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(async () => expect(await names()).toContain('Biegły rewident'));
    expect(db.professions.find((p) => p.id === first.id)?.name).toBe('Biegły rewident');
  });

  it('a closed dialog gives the focus back to the button that opened it, and opens again new', async () => {
    const { db } = renderApp('/professions', { role: 'Admin' });
    const [first, second] = db.professions;
    await table();
    const editFirst = screen.getByRole('button', { name: `Edytuj: ${first.name}` });
    await userEvent.click(editFirst);
    const name = within(await screen.findByRole('dialog', { name: 'Edycja zawodu' })).getByRole('textbox', {
      name: /Nazwa/,
    });
    await userEvent.type(name, ' (szkic)');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(editFirst).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: `Edytuj: ${second.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zawodu' });
    expect(within(dialog).getByRole('textbox', { name: /Nazwa/ })).toHaveValue(second.name);
    expect(db.professions.find((p) => p.id === first.id)?.name).toBe(first.name);
  });

  it('deletes one only after confirmation', async () => {
    const { db } = renderApp('/professions', { role: 'Admin' });
    const [first] = db.professions;
    const count = db.professions.length;
    await table();
    await userEvent.click(screen.getByRole('button', { name: `Usuń: ${first.name}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    expect(db.professions).toHaveLength(count);

    await userEvent.click(screen.getByRole('button', { name: `Usuń: ${first.name}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(async () => expect(await names()).not.toContain(first.name));
    expect(db.professions).toHaveLength(count - 1);
  });

  it('a list the server refuses shows the access message', async () => {
    renderApp('/professions', {
      role: 'Manager',
      handlers: [
        getListProfessionsMockHandler(() => {
          throw HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 });
        }),
      ],
    });
    const alert = (await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Wygląda na to że nie masz dostępu do żądanego zasobu');
  });
});
