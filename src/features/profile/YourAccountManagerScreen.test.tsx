import { getGetApplicationUserYourPatronMockHandler } from '@portal/sdk/mocks/users';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

const card = (name: string) => screen.findByRole('article', { name: `Kontakt: ${name}` }, { timeout: 5000 });
const answer = (status: number) => () => {
  throw HttpResponse.json({ title: 'x', status }, { status });
};

describe('/yourAccountManager', { timeout: 30_000 }, () => {
  it('shows the client’s patron and the managers of their cases, each with a message and "Zgłoś sprawę"', async () => {
    renderApp('/yourAccountManager', { role: 'Client' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Twój opiekun' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const patron = await card('Piotr Nowak');
    // a person without a title is a "Manager"
    expect(patron).toHaveTextContent('Manager');
    expect(within(patron).getByRole('link', { name: 'Telefon: +48 602 345 678' })).toHaveAttribute(
      'href',
      'tel:+48602345678',
    );
    expect(within(patron).getByRole('link', { name: 'Wyślij wiadomość: Piotr Nowak' })).toHaveAttribute(
      'href',
      'mailto:piotr.nowak@example.pl',
    );
    expect(within(patron).getByRole('link', { name: 'Zgłoś sprawę' })).toHaveAttribute('href', '/yourCases/add');
    const managers = screen.getByRole('region', { name: 'Managerowie Twoich spraw' });
    expect(await within(managers).findByRole('article', { name: 'Kontakt: Katarzyna Wiśniewska' })).toHaveTextContent(
      'Senior Manager',
    );
    expect(within(managers).getByRole('article', { name: 'Kontakt: Beata Olszewska' })).toHaveTextContent(
      'Kierownik Zespołu',
    );
    expect(within(managers).getAllByRole('article')).toHaveLength(3);
  });

  it('a new client (no patron, no cases) reads that no manager is assigned, as on /unlimitedConsults', async () => {
    const { db } = renderApp('/yourAccountManager', { role: 'Client', profile: { patronId: null, patron: null } });
    db.cases.splice(0, db.cases.length, ...db.cases.filter((item) => item.clientId !== ids.person.client));
    expect(
      await screen.findByText('Wygląda na to że nie masz przydzielonego żadnego managera.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zgłoś sprawę' })).toHaveAttribute('href', '/yourCases/add');
  });

  it('with a patron but no manager: the patron, and the managers’ place says none is assigned', async () => {
    const { db } = renderApp('/yourAccountManager', { role: 'Client' });
    db.cases.splice(0, db.cases.length, ...db.cases.filter((item) => item.clientId !== ids.person.client));
    expect(await card('Piotr Nowak')).toBeInTheDocument();
    const managers = screen.getByRole('region', { name: 'Managerowie Twoich spraw' });
    expect(managers).toHaveTextContent('Wygląda na to że nie masz przydzielonego żadnego managera.');
    expect(within(managers).queryByRole('article')).toBeNull();
  });

  it('without a patron but with managers: says so above the managers', async () => {
    renderApp('/yourAccountManager', {
      role: 'Client',
      handlers: [getGetApplicationUserYourPatronMockHandler(answer(404))],
    });
    expect(
      await screen.findByText('Nie masz jeszcze przypisanego opiekuna.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await card('Katarzyna Wiśniewska')).toBeInTheDocument();
  });

  it('a refused load (403) says so in place', async () => {
    renderApp('/yourAccountManager', {
      role: 'Client',
      handlers: [getGetApplicationUserYourPatronMockHandler(answer(403))],
    });
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is for clients: anybody else goes to the main page', async () => {
    const { history } = renderApp('/yourAccountManager', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
