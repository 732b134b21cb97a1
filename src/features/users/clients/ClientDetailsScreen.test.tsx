import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import { bodyRows, eventually, termsIn } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const seed = createSeed();
const client = ids.person.client;
const casesOf = (clientId: number, manager?: number) =>
  seed.cases
    .filter((c) => c.clientId === clientId && (manager === undefined || c.managers.some((m) => m.id === manager)))
    .sort((a, b) => b.createdAt!.localeCompare(a.createdAt!));
const casesTable = (name: string) => screen.findByRole('table', { name }, { timeout: 5000 });
/** The refusal (403), in the words of the error catalogue. */
const refusal = () =>
  screen.findByText(
    'Wygląda na to że nie masz dostępu do żądanego zasobu',
    { selector: '[role=alert] *' },
    { timeout: 5000 },
  );

describe('a manager’s client', { timeout: 30_000 }, () => {
  it('shows the client’s tile, contact, addresses, companies, patron and status', async () => {
    renderApp(`/managerClients/${client}`, { role: 'Manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Kowalska' }, { timeout: 5000 })).toBeVisible();
    const tile = screen.getByRole('region', { name: 'Użytkownik Anna Kowalska' });
    expect(tile).toHaveTextContent('Aktywny');
    expect(within(tile).getByRole('link', { name: 'Sprawy klienta' })).toHaveAttribute(
      'href',
      `/managerClients/${client}/cases`,
    );
    expect(within(tile).getByRole('link', { name: 'Kalendarz klienta' })).toHaveAttribute(
      'href',
      `/calendar/user/${client}`,
    );
    expect(await termsIn('Dane kontaktowe')).toEqual({
      Telefon: '+48 601 234 567',
      'E-mail': 'anna.kowalska@example.pl',
    });
    const contact = screen.getByRole('region', { name: 'Dane kontaktowe' });
    expect(within(contact).getByRole('link', { name: '+48 601 234 567' })).toHaveAttribute('href', 'tel:+48601234567');
    expect(await termsIn('Adresy')).toEqual({
      'Adres zamieszkania': 'ul. Marszałkowska 84/1200-514 Warszawa',
      'Adres korespondencyjny': 'Taki sam jak adres zamieszkania',
    });
    // the companies of the cases the manager looks after
    await eventually(async () =>
      expect(await termsIn('Współpraca')).toEqual({
        Status: 'Aktywny',
        Opiekun: 'Piotr Nowak',
        Firmy: 'Kowalska Design',
        'Wielkość firmy': '2–3 osoby',
      }),
    );
  });

  it('lists the client’s cases the manager looks after, each leading to its page, and all of them', async () => {
    renderApp(`/managerClients/${client}`, { role: 'Manager' });
    const own = casesOf(client, ids.person.manager);
    const table = await casesTable('Sprawy klienta');
    await eventually(() => expect(bodyRows(table)).toHaveLength(own.length));
    for (const item of own)
      expect(within(table).getByRole('link', { name: item.name })).toHaveAttribute(
        'href',
        `/managerClients/${client}/cases/${item.id}`,
      );
    // a case of the client that another manager looks after is not listed
    const others = casesOf(client).filter((c) => !own.includes(c));
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) expect(within(table).queryByRole('link', { name: item.name })).toBeNull();
    expect(screen.getByRole('link', { name: `Wszystkie sprawy klienta (${own.length})` })).toHaveAttribute(
      'href',
      `/managerClients/${client}/cases`,
    );
  });

  it('offers a new case and the edit form', async () => {
    renderApp(`/managerClients/${client}`, { role: 'Manager' });
    expect(await screen.findByRole('link', { name: 'Nowa sprawa' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/managerClients/${client}/cases/create`,
    );
    expect(screen.getByRole('link', { name: 'Edytuj dane klienta' })).toHaveAttribute(
      'href',
      `/managerClients/${client}/edit`,
    );
  });

  it('a different mailing address is shown as given', async () => {
    const { db } = renderApp(`/managerClients/${ids.person.otherClient}`, { role: 'Manager' });
    Object.assign(
      db.users.find((u) => u.id === ids.person.otherClient)!,
      {
        isAddressDifferent: true,
        mailingAddress: {
          street: 'ul. Portowa',
          houseNumber: '3',
          flatNumber: null,
          postalCode: '80-001',
          city: 'Gdańsk',
        },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Jan Mazur' }, { timeout: 5000 });
    expect(await termsIn('Adresy')).toEqual({
      'Adres zamieszkania': 'ul. Długa 1280-827 Gdańsk',
      'Adres korespondencyjny': 'ul. Portowa 380-001 Gdańsk',
    });
  });

  it('a client of none of the manager’s cases is refused, in the catalogue’s words', async () => {
    // Kozłowski: the client of another manager's cases and of the other patron
    renderApp('/managerClients/114', { role: 'Manager' });
    expect(await refusal()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Użytkownik/ })).toBeNull();
    expect(screen.queryByText('Paweł Kozłowski')).toBeNull();
  });

  it('a client that does not exist shows the not-found page', async () => {
    renderApp('/managerClients/9999', { role: 'Manager' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono klienta' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('is the manager’s: a patron opening it goes to the main page', async () => {
    const { router } = renderApp(`/managerClients/${client}`, { role: 'Patron' });
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('a patron’s ward', { timeout: 30_000 }, () => {
  it('shows the ward with every company of their cases and the 5 newest cases of all', async () => {
    renderApp(`/patronClients/${client}`, { role: 'Patron' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Kowalska' }, { timeout: 5000 })).toBeVisible();
    const all = casesOf(client);
    expect(all.length).toBeGreaterThan(5);
    const table = await casesTable('Sprawy podopiecznego');
    await eventually(() => expect(bodyRows(table)).toHaveLength(5));
    for (const item of all.slice(0, 5))
      expect(within(table).getByRole('link', { name: item.name })).toHaveAttribute(
        'href',
        `/patronClients/${client}/cases/${item.id}`,
      );
    expect(screen.getByRole('link', { name: `Wszystkie sprawy podopiecznego (${all.length})` })).toHaveAttribute(
      'href',
      `/patronClients/${client}/cases`,
    );
    const companies = (await termsIn('Współpraca')).Firmy?.split(', ').sort();
    expect(companies).toEqual(['Kowalska Design', 'Studio Wnętrz Kowalska']);
    expect(screen.getByRole('link', { name: 'Nowa sprawa' })).toHaveAttribute(
      'href',
      `/patronClients/${client}/cases/create`,
    );
    expect(screen.getByRole('link', { name: 'Edytuj dane podopiecznego' })).toHaveAttribute(
      'href',
      `/patronClients/${client}/edit`,
    );
  });

  it('a deactivated ward: the status and reason, no cases, no new case', async () => {
    renderApp('/patronClients/118', { role: 'Patron' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grzegorz Krawczyk' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await termsIn('Współpraca')).toMatchObject({
      Status: 'Deaktywowany',
      'Powód dezaktywacji': 'Zakończenie współpracy na prośbę klienta.',
    });
    expect(await screen.findByText('Podopieczny nie ma jeszcze żadnej sprawy.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nowa sprawa' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edytuj dane podopiecznego' })).toBeInTheDocument();
  });

  it('another patron’s ward is refused, in the catalogue’s words', async () => {
    // Woźniak is the ward of the other patron
    renderApp('/patronClients/113', { role: 'Patron' });
    expect(await refusal()).toBeInTheDocument();
    expect(screen.queryByText('Joanna Woźniak')).toBeNull();
  });
});
