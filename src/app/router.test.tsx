import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

describe('routes and access', () => {
  it('an unknown path shows "Nie znaleziono strony" with a way back', async () => {
    renderApp('/no-such-page', { role: 'Client' });
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony | Portal Klienta'));
  });

  it('a case page is titled and crumbed with the case name', async () => {
    const { db } = renderApp(`/yourCases/${ids.case.accounting}`, { role: 'Client' });
    const name = db.cases.find((c) => c.id === ids.case.accounting)!.name;
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe(`${name} | Portal Klienta`));
    expect(trail).toHaveTextContent(`Twoje sprawy/${name}`);
    expect(trail).not.toHaveTextContent('Sprawa');
  });

  it.each([
    [
      'Client',
      `/yourCases/${ids.case.accounting}/invoice/2`,
      'Twoje sprawy/{case}/Faktura VAT FV/2026/10/0087',
      `/yourCases/${ids.case.accounting}`,
    ],
    [
      'Client',
      `/yourCases/${ids.case.accounting}/invoice/2/view`,
      'Twoje sprawy/{case}/Faktura/Podgląd faktury',
      `/yourCases/${ids.case.accounting}`,
    ],
    [
      'Admin',
      `/cases/${ids.case.accounting}/invoice/3/edit`,
      'Sprawy/{case}/Faktura/Edycja faktury',
      `/cases/${ids.case.accounting}`,
    ],
    [
      'ExpertEmployee',
      `/expertCases/${ids.case.accounting}/invoice/`,
      'Twoje sprawy/{case}/Nowa faktura',
      `/expertCases/${ids.case.accounting}`,
    ],
  ])('as %s, %s is crumbed after its case: %s', async (role, path, expected, caseHref) => {
    const { db } = renderApp(path, { role: role as 'Client' });
    const name = db.cases.find((c) => c.id === ids.case.accounting)!.name;
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' }, { timeout: 5000 });
    await waitFor(() => expect(trail).toHaveTextContent(expected.replace('{case}', name)));
    expect(within(trail).getByRole('link', { name })).toHaveAttribute('href', caseHref);
  });

  it('a page named like the product is titled once', async () => {
    renderApp('/landing');
    await waitFor(() => expect(document.title).toBe('Portal Klienta'));
  });

  it.each([
    ['/yourCases/add', 'Zgłoś nową sprawę'],
    [`/yourCases/${ids.case.accounting}`, 'Twoje sprawy'],
    ['/', 'Strona główna'],
  ])('on %s one menu entry is current: %s', async (path, entry) => {
    renderApp(path, { role: 'Client' });
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' }, { timeout: 5000 });
    await waitFor(() =>
      expect(
        [...menu.querySelectorAll('a')]
          .filter((link) => link.hasAttribute('data-active') || link.getAttribute('aria-current') === 'page')
          .map((link) => link.textContent),
      ).toEqual([entry]),
    );
  });

  it('a signed-in client opens their case list; the title is the page title followed by the product name', async () => {
    const { history } = renderApp('/yourCases', { role: 'Client' });
    expect(await screen.findByRole('heading', { name: 'Twoje sprawy' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/yourCases');
    await waitFor(() => expect(document.title).toBe('Twoje sprawy | Portal Klienta'));
  });

  it('a role without access is sent to the main page', async () => {
    const { history } = renderApp('/cases', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Anna!' })).toBeInTheDocument();
  });

  it('without a session the guard goes to sign-in and remembers the target', async () => {
    const { history, session } = renderApp('/yourCases/12');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(await session.completeSignIn()).toBe('/yourCases/12');
  });

  it('first-login data not filled → /confirmDetails', async () => {
    const { history } = renderApp('/yourCases', { role: 'Client', profile: { isFirstLoginDataFilled: false } });
    await waitFor(() => expect(history.location.pathname).toBe('/confirmDetails'));
    expect(await screen.findByRole('heading', { name: 'Uzupełnij dane' })).toBeInTheDocument();
  });

  it('a public page opens without a session', async () => {
    renderApp('/investor');
    expect(await screen.findByRole('heading', { name: 'Relacje inwestorskie' })).toBeInTheDocument();
  });

  it('shows breadcrumbs with Polish names down to the current page', async () => {
    renderApp('/managerClients/7/cases', { role: 'Manager' });
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(trail).toHaveTextContent('Twoi klienci');
    expect(trail).toHaveTextContent('Klient');
    expect(trail).toHaveTextContent('Sprawy klienta');
    expect(screen.getByRole('link', { name: 'Klient' })).toHaveAttribute('href', '/managerClients/7');
  });

  it('a role’s slug in the address is no user: /users/manager is not a crumb of the new manager form', async () => {
    renderApp('/users/manager/add', { role: 'Admin' });
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' }, { timeout: 8000 });
    await waitFor(() => expect(trail).toHaveTextContent('Nowy użytkownik'));
    expect(within(trail).getByRole('link', { name: 'Użytkownicy' })).toHaveAttribute('href', '/users');
    expect(within(trail).queryByRole('link', { name: 'Użytkownik' })).not.toBeInTheDocument();
  });

  it('a user’s id is a crumb of their edit form', async () => {
    renderApp(`/users/${ids.person.client}/edit`, { role: 'Admin' });
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' }, { timeout: 8000 });
    await waitFor(() =>
      expect(
        within(trail)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(`/users/${ids.person.client}`),
    );
  });
});

describe('route errors', () => {
  it('a screen whose data fails to load says so in Polish, with a way to try again and home', async () => {
    renderApp(`/cases/${ids.case.loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.get(`*/api/Case/${ids.case.loanLawsuit}`, () => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
      ],
    });
    const message = await screen.findByText(
      'Nie udało się wczytać danych. Spróbuj ponownie za chwilę.',
      {},
      { timeout: 10_000 },
    );
    expect(message.closest('[role="alert"]')).toHaveTextContent('Wystąpił błąd');
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Something went wrong|Boom/)).not.toBeInTheDocument();
  });

  it('a record the server does not have shows the not-found page naming it', async () => {
    renderApp('/cases/999999', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono sprawy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nie znaleziono sprawy | Portal Klienta'));
  });
});
