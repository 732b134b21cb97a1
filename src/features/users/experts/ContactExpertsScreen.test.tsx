import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

const { expertEmployee, otherExpertEmployee, client, otherClient } = ids.person;

/** An expert's card on a list: the list item under the heading with their name. */
const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name }, { timeout: 5000 })).closest('li') as HTMLElement;

describe('/clientExpertEmployees (a client)', { timeout: 30_000 }, () => {
  it('shows the experts of my cases as contact cards with the cases we share', async () => {
    const { db } = renderApp('/clientExpertEmployees', { role: 'Client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoi eksperci' })).toBeInTheDocument();
    const mine = db.cases.filter((c) => c.clientId === client);
    const experts = new Set(mine.map((c) => c.expertId).filter(Boolean));
    await cardOf('Magdalena Kamińska');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(experts.size);

    const card = await cardOf('Magdalena Kamińska');
    expect(within(card).getByRole('link', { name: 'Magdalena Kamińska' })).toHaveAttribute(
      'href',
      `/clientExpertEmployees/${expertEmployee}`,
    );
    expect(card).toHaveTextContent('ekspert');
    expect(card).toHaveTextContent('Zawód: Specjalista ds. księgowości');
    expect(within(card).getByRole('link', { name: 'Telefon: +48 605 678 901' })).toHaveAttribute(
      'href',
      'tel:+48605678901',
    );
    expect(within(card).getByRole('link', { name: 'E-mail: magdalena.kaminska@example.pl' })).toHaveAttribute(
      'href',
      'mailto:magdalena.kaminska@example.pl',
    );
    const shared = within(await within(card).findByRole('list', { name: 'Wspólne sprawy' })).getAllByRole('link');
    expect(shared.map((link) => link.getAttribute('href')).sort()).toEqual(
      mine
        .filter((c) => c.expertId === expertEmployee)
        .map((c) => `/yourCases/${c.id}`)
        .sort(),
    );
    expect(within(card).getByRole('link', { name: 'Księgowość 2026 – Kowalska Design' })).toHaveAttribute(
      'href',
      `/yourCases/${ids.case.accounting}`,
    );
    // an expert of the other client's cases only is not among mine
    expect(screen.queryByRole('heading', { name: 'Łukasz Wieczorek' })).toBeNull();
  });

  it("an expert's page: the card and the cases we share, each a link to my case", async () => {
    renderApp(`/clientExpertEmployees/${expertEmployee}`, { role: 'Client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Magdalena Kamińska' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Magdalena Kamińska' });
    expect(card).toHaveTextContent('ekspert');
    expect(card).toHaveTextContent('Zawód: Specjalista ds. księgowości');
    const table = await screen.findByRole('table', { name: 'Sprawy prowadzone przez: Magdalena Kamińska' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Konsultacja podatkowa – ulga IP Box' })).toHaveAttribute(
      'href',
      '/yourCases/1005',
    );
    expect(table).toHaveTextContent('Zakończona');
  });

  it('a client whose cases have no expert yet is told so', async () => {
    const { db } = renderApp('/clientExpertEmployees', { role: 'Client' });
    for (const item of db.cases) if (item.clientId === client) item.expertId = null;
    expect(
      await screen.findByText('Żaden ekspert nie prowadzi jeszcze Twoich spraw.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('an expert who works on none of my cases is not found', async () => {
    renderApp(`/clientExpertEmployees/${otherExpertEmployee}`, { role: 'Client' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono eksperta' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('is the clients’: a patron goes to the main page', async () => {
    const { history } = renderApp('/clientExpertEmployees', { role: 'Patron' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe('/yourClientsExpertEmployees (a patron)', { timeout: 30_000 }, () => {
  it("shows the experts of my clients' cases with the clients and cases we share", async () => {
    const { db } = renderApp('/yourClientsExpertEmployees', { role: 'Patron' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eksperci podopiecznych' })).toBeInTheDocument();
    const clients = new Set(db.users.filter((u) => u.patronId === ids.person.patron).map((u) => u.id));
    const experts = new Set(db.cases.filter((c) => clients.has(c.clientId)).map((c) => c.expertId));
    experts.delete(null);
    await cardOf('Łukasz Wieczorek');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(experts.size);

    const card = await cardOf('Łukasz Wieczorek');
    expect(within(card).getByRole('link', { name: 'Łukasz Wieczorek' })).toHaveAttribute(
      'href',
      `/yourClientsExpertEmployees/${otherExpertEmployee}`,
    );
    expect(card).toHaveTextContent('ekspert');
    const mazur = await within(card).findByRole('list', { name: 'Klient: Jan Mazur' });
    expect(within(mazur).getByRole('link', { name: 'Pełna księgowość – Mazur Transport' })).toHaveAttribute(
      'href',
      `/patronClients/${otherClient}/cases/1008`,
    );
    // Kamińska works for several of my clients: a list for each
    const kaminska = await cardOf('Magdalena Kamińska');
    expect(await within(kaminska).findByRole('list', { name: 'Klient: Anna Kowalska' })).toBeInTheDocument();
    expect(within(kaminska).getByRole('list', { name: 'Klient: Ewa Dąbrowska' })).toBeInTheDocument();
  });

  it("an expert's page lists the cases we share with their clients, linked to my client's case", async () => {
    renderApp(`/yourClientsExpertEmployees/${otherExpertEmployee}`, { role: 'Patron' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Łukasz Wieczorek' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sprawy prowadzone przez: Łukasz Wieczorek' });
    const row = within(table).getByRole('link', { name: 'Pełna księgowość – Mazur Transport' }).closest('tr')!;
    expect(row).toHaveTextContent('Jan Mazur');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/patronClients/${otherClient}/cases/1008`);
  });

  it('an id of nobody is not found; a client goes to the main page', async () => {
    const { unmount } = renderApp('/yourClientsExpertEmployees/9999', { role: 'Patron' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono eksperta' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    const { history } = renderApp('/yourClientsExpertEmployees', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
