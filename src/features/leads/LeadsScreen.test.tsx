import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { bodyRows } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const table = () => screen.findByRole('table', { name: 'Leady' }, { timeout: 5000 });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;
const openActions = async (name: string) => {
  await rowOf(name);
  await userEvent.click(screen.getByRole('button', { name: `Akcje: ${name}` }));
  return screen.findByRole('menu');
};
const choose = async (name: string, action: string) =>
  userEvent.click(within(await openActions(name)).getByRole('menuitem', { name: action }));

describe('the leads list', { timeout: 30_000 }, () => {
  it('shows each lead’s person, company, NIP, product, source, campaign, sales person, outcome and date', async () => {
    renderApp('/leads', { role: 'Manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leady' })).toBeInTheDocument();
    expect(await screen.findByText('Leady: 40')).toBeInTheDocument();
    // newest first
    expect(bodyRows(await table())[0]).toHaveTextContent('Filip Majchrzak');
    const row = await rowOf('Filip Majchrzak');
    for (const text of [
      'Majchrzak Eko-Dom sp. z o.o.',
      '5270887808',
      'Księga przychodów i rozchodów',
      'Zewnętrzne – Strona internetowa',
      'Jesień z księgowością',
      'Katarzyna Wiśniewska',
      '2026-11-21',
    ])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('combobox', { name: 'Wynik: Filip Majchrzak' })).toHaveValue('Brak');
  });

  it('a converted lead links to its client and its cases', async () => {
    renderApp('/leads?search=jankowska', { role: 'Admin' });
    const row = await rowOf('Małgorzata Jankowska');
    expect(within(row).getByRole('link', { name: 'Klient' })).toHaveAttribute('href', '/users/115');
    expect(within(row).getByRole('link', { name: 'Sprawa 1015' })).toHaveAttribute('href', '/cases/1015');
    expect(within(row).getByRole('link', { name: 'Sprawa 1028' })).toHaveAttribute('href', '/cases/1028');
  });

  it('searches over person, e-mail, company and phone, and keeps the search and filters in the address', async () => {
    const { history } = renderApp('/leads', { role: 'Manager' });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'fotowoltaika');
    await waitFor(() => expect(history.location.search).toContain('search=fotowoltaika'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(await rowOf('Agata Lis')).toBeInTheDocument();

    cleanup();
    renderApp('/leads?search=602118930', { role: 'Manager' });
    expect(await screen.findByText('Leady: 1')).toBeInTheDocument();

    cleanup();
    const second = renderApp('/leads?outcome=Won&marketingCampaignId=3', { role: 'Manager' });
    expect(await screen.findByText('Leady: 1')).toBeInTheDocument();
    expect(await rowOf('Jan Mazur')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Wynik' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Przegrana' }));
    await waitFor(() => expect(second.history.location.search).toBe('?outcome=Lost&marketingCampaignId=3'));
    expect(await rowOf('Krzysztof Szymański')).toBeInTheDocument();

    cleanup();
    renderApp('/leads?salesId=130&from=2026-11-01&to=2026-11-30', { role: 'Admin' });
    expect(await screen.findByText('Leady: 2')).toBeInTheDocument();
  });

  it('changes the outcome in the row, saved at once', async () => {
    const { db } = renderApp('/leads', { role: 'Manager' });
    const row = await rowOf('Filip Majchrzak');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Wynik: Filip Majchrzak' }));
    await userEvent.click(await screen.findByRole('option', { name: 'W toku' }));
    await expectSavedNotice('Filip Majchrzak: W toku', 'Zmieniono wynik leadu');
    expect(db.leads.find((l) => l.id === ids.lead.newest)?.outcome).toBe('InProgress');
  });

  it('deletes a lead only with a reason', async () => {
    const { db } = renderApp('/leads', { role: 'Admin' });
    await choose('Filip Majchrzak', 'Usuń');
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie leadu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń lead' }));
    expect(await within(dialog).findByText('Podaj powód usunięcia.')).toBeInTheDocument();
    expect(db.leads).toHaveLength(40);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Powód usunięcia' }), 'Duplikat leadu 33');
    expect(within(dialog).getByText('17 / 1000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń lead' }));
    await waitFor(() => expect(db.leads.some((l) => l.id === ids.lead.newest)).toBe(false));
    await waitFor(async () => expect(within(await table()).queryByText('Filip Majchrzak')).not.toBeInTheDocument());
    await expectSavedNotice('Filip Majchrzak', 'Usunięto lead');
  });

  it('turns a lead into a client, then offers a case of that client linked to the lead', async () => {
    const { db } = renderApp('/leads?search=fotowoltaika', { role: 'Manager' });
    await openActions('Agata Lis');
    expect(screen.getByRole('menuitem', { name: 'Utwórz sprawę' })).toBeDisabled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Utwórz klienta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Utwórz klienta' }));
    await expectSavedNotice('Konto klienta: Agata Lis', 'Utworzono klienta z leadu');
    const client = db.users.find((u) => u.email === 'agata@lis-fotowoltaika.pl')!;
    expect(client.roles).toEqual(['Client']);
    expect(db.leads.find((l) => l.id === ids.lead.wonWithoutClient)?.clientId).toBe(client.id);

    const row = await rowOf('Agata Lis');
    expect(await within(row).findByRole('link', { name: 'Klient' })).toHaveAttribute(
      'href',
      `/managerClients/${client.id}`,
    );
    await openActions('Agata Lis');
    const toCase = screen.getByRole('menuitem', { name: 'Utwórz sprawę' });
    expect(toCase).toHaveAttribute(
      'href',
      `/managerClients/${client.id}/cases/create?leadId=${ids.lead.wonWithoutClient}`,
    );
    // the case form of the new client (the manager looks after the client they created), naming the lead
    await userEvent.click(toCase);
    expect(await screen.findByText('Sprawa z leadu: Agata Lis', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Klient/ })).toHaveValue('Agata Lis'));
  });

  it('keeps the lead sources in their own tab: add, and a source still in use is not deleted', async () => {
    const { history } = renderApp('/leads', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Źródła leadów' }));
    await waitFor(() => expect(history.location.search).toBe('?tab=zrodla'));
    const sources = await screen.findByRole('table', { name: 'Źródła leadów' });
    expect(within(sources).getByText('Targi Energetyczne 2025').closest('tr')).toHaveTextContent('Nie');

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj źródło leadu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj źródło leadu' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa/ }), 'Webinar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(sources).findByText('Webinar')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń: LinkedIn' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(await screen.findByText(/Nie można usunąć źródła leadu „LinkedIn”/)).toBeInTheDocument();
  });
});
