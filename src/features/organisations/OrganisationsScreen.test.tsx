import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchOrganisation } from '@/lib/org/organisation';
import { ids } from '@/mocks/db/seed-ids';
import { bodyRows, cellTexts } from '@/testing/lists';
import { renderApp } from '@/testing/render';

// the real switch (it stores the id in both storages), watched: jsdom cannot load the main page again
vi.mock('@/lib/org/organisation', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/org/organisation')>();
  return { ...original, switchOrganisation: vi.fn(original.switchOrganisation) };
});

const { main, partner } = ids.organisation;
const table = () => screen.findByRole('table', { name: 'Lista organizacji' }, { timeout: 5000 });
/** Each row as [name cell, NIP, members]. */
const rows = async () => bodyRows(await table()).map((row) => cellTexts(row).slice(0, 3));
const rowOf = async (name: string) => bodyRows(await table()).find((row) => within(row).queryByRole('link', { name }))!;

describe('the organisations', { timeout: 30_000 }, () => {
  it('lists them by name with their NIP and number of members; the white-label one is marked', async () => {
    renderApp('/organisations', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Organizacje', level: 1 })).toBeInTheDocument();
    expect(await rows()).toEqual([
      ['Biuro Rachunkowe Lewandowski i Wspólnicy', '7792411000', '5'],
      ['PartnerWhite label', '6762391002', '6'],
      ['Portal Klienta sp. z o.o.', '5252481007', '7'],
    ]);
    expect(within(await rowOf('Partner')).getByText('White label')).toBeInTheDocument();
    expect(within(await rowOf('Portal Klienta sp. z o.o.')).queryByText('White label')).not.toBeInTheDocument();
    expect(screen.getByText('Organizacje: 3')).toBeInTheDocument();
  });

  it('a name leads to the members of the organisation', async () => {
    const { history } = renderApp('/organisations', { role: 'Admin' });
    await userEvent.click(within(await rowOf('Partner')).getByRole('link', { name: 'Partner' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/organisations/${partner}/users`));
    expect(await screen.findByRole('heading', { name: 'Użytkownicy organizacji Partner', level: 1 })).toBeVisible();
  });

  it('a manager is sent to the main page', async () => {
    const { history } = renderApp('/organisations', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it("adds one once the contract's rules pass, keeping what was typed until then", async () => {
    const { db } = renderApp('/organisations', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj organizację' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj organizację' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    const nip = within(dialog).getByRole('textbox', { name: /NIP/ });
    await userEvent.type(nip, '12-34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(name).toHaveAccessibleDescription('To pole jest wymagane');
    expect(nip).toHaveAccessibleDescription(/Nieprawidłowy format/);
    expect(nip).toHaveValue('12-34');

    await userEvent.type(name, 'Kancelaria Nowak');
    await userEvent.clear(nip);
    await userEvent.type(nip, '1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await screen.findByText('Dodano organizację')).closest('[role="alert"]')).toHaveTextContent(
      'Kancelaria Nowak',
    );
    expect(db.organisations.find((o) => o.name === 'Kancelaria Nowak')).toMatchObject({ nip: '1234567890' });
    await waitFor(async () => expect(await rows()).toContainEqual(['Kancelaria Nowak', '1234567890', '0']));
  });

  it('renames one in its dialog; what the dialog does not show (the address) stays', async () => {
    const { db } = renderApp('/organisations', { role: 'Admin' });
    const address = structuredClone(db.organisations.find((o) => o.id === partner)!.address);
    await userEvent.click(within(await rowOf('Partner')).getByRole('button', { name: 'Edytuj: Partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja organizacji' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    expect(name).toHaveValue('Partner');
    await userEvent.clear(name);
    await userEvent.type(name, 'Partner Premium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(async () => expect((await rows()).map((row) => row[0])).toContain('Partner PremiumWhite label'));
    expect(db.organisations.find((o) => o.id === partner)).toMatchObject({ name: 'Partner Premium', address });
    // the members' copies follow
    expect(db.users.find((u) => u.id === ids.person.clientManager)!.organisations[0].name).toBe('Partner Premium');
  });

  it('deletes one after confirmation; one with members and cases is refused in the server’s words', async () => {
    const { db } = renderApp('/organisations', { role: 'Admin' });
    // one without members or cases
    db.organisations.push({ id: 20040, name: 'Filia Gdańsk', userCount: 0 });
    await rowOf('Filia Gdańsk');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Partner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usuwanie organizacji' });
    expect(confirm).toHaveTextContent('Czy na pewno chcesz usunąć organizację „Partner”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Nie można usunąć organizacji „Partner”: jest używana przez 6 członków i 6 spraw.',
    );
    expect(db.organisations.some((o) => o.id === partner)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Filia Gdańsk' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    expect(db.organisations.some((o) => o.id === 20040)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Filia Gdańsk' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(async () => expect((await rows()).map((row) => row[0])).not.toContain('Filia Gdańsk'));
    expect(db.organisations.some((o) => o.id === 20040)).toBe(false);
  });

  it('switches the portal to one: the id is stored in both storages and the main page loads again', async () => {
    sessionStorage.setItem('organisationId', String(main));
    renderApp('/organisations', { role: 'Admin' });
    // the organisation the portal works in is marked, and is not switched to again
    const current = await rowOf('Portal Klienta sp. z o.o.');
    expect(within(current).getByText('Wybrana')).toBeInTheDocument();
    expect(
      within(current).getByRole('button', { name: 'Przełącz na tę organizację: Portal Klienta sp. z o.o.' }),
    ).toBeDisabled();

    await userEvent.click(
      within(await rowOf('Partner')).getByRole('button', { name: 'Przełącz na tę organizację: Partner' }),
    );
    expect(switchOrganisation).toHaveBeenCalledWith(partner);
    expect(sessionStorage.getItem('organisationId')).toBe(String(partner));
    expect(localStorage.getItem('organisationId')).toBe(String(partner));
  });
});
