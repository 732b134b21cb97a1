import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

const { manager, managerLeader, businessDirector, expertEmployee, client } = ids.person;
const notFound = () => screen.findByRole('heading', { level: 1, name: 'Nie znaleziono managera' }, { timeout: 5000 });

describe('/clientManager/{id}', { timeout: 30_000 }, () => {
  it('shows the manager card and the cases of mine the manager handles, each a link to my case', async () => {
    const { db } = renderApp(`/clientManager/${manager}`, { role: 'Client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Katarzyna Wiśniewska' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Katarzyna Wiśniewska' });
    expect(card).toHaveTextContent('Senior Manager');
    expect(card).toHaveTextContent('Zawód: Doradca podatkowy');
    expect(within(card).getByRole('link', { name: 'Telefon: +48 603 456 789' })).toHaveAttribute(
      'href',
      'tel:+48603456789',
    );
    expect(within(card).getByRole('link', { name: 'E-mail: katarzyna.wisniewska@example.pl' })).toHaveAttribute(
      'href',
      'mailto:katarzyna.wisniewska@example.pl',
    );
    const table = await screen.findByRole('table', { name: 'Sprawy managera: Katarzyna Wiśniewska' });
    const handled = db.cases.filter((c) => c.clientId === client && c.managers.some((m) => m.id === manager));
    expect(handled.length).toBeGreaterThan(1);
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .sort(),
    ).toEqual(handled.map((c) => `/yourCases/${c.id}`).sort());
  });

  it('a manager without a title is a "Manager"', async () => {
    const { db } = renderApp(`/clientManager/${managerLeader}`, { role: 'Client' });
    Object.assign(
      db.users.find((u) => u.id === managerLeader)!,
      { managerTitle: null, managerTitleId: null },
    );
    const card = await screen.findByRole('article', { name: 'Beata Olszewska' }, { timeout: 5000 });
    expect(within(card).getByText('Manager')).toBeInTheDocument();
  });

  it('a manager of none of my cases, or somebody who is no manager, is not found', async () => {
    const { unmount } = renderApp(`/clientManager/${businessDirector}`, { role: 'Client' });
    expect(await notFound()).toBeInTheDocument();
    expect(screen.queryByText('Sebastian Stępień')).toBeNull();
    unmount();
    renderApp(`/clientManager/${expertEmployee}`, { role: 'Client' });
    expect(await notFound()).toBeInTheDocument();
  });

  it('is the clients’: a manager goes to the main page', async () => {
    const { history } = renderApp(`/clientManager/${manager}`, { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe("the manager cards lead a client to the manager's page", { timeout: 30_000 }, () => {
  it('on /yourAccountManager each manager (not the patron) links to /clientManager/{id}', async () => {
    const { router } = renderApp('/yourAccountManager', { role: 'Client' });
    const managers = await screen.findByRole('region', { name: 'Managerowie Twoich spraw' }, { timeout: 5000 });
    const link = await within(managers).findByRole('link', { name: 'Katarzyna Wiśniewska' });
    expect(link).toHaveAttribute('href', `/clientManager/${manager}`);
    expect(within(managers).getByRole('link', { name: 'Beata Olszewska' })).toHaveAttribute(
      'href',
      `/clientManager/${managerLeader}`,
    );
    const patron = screen.getByRole('article', { name: 'Kontakt: Piotr Nowak' });
    expect(within(patron).queryByRole('link', { name: 'Piotr Nowak' })).toBeNull();
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clientManager/${manager}`));
    expect(await screen.findByRole('table', { name: 'Sprawy managera: Katarzyna Wiśniewska' })).toBeInTheDocument();
  });

  it('on /unlimitedConsults a client’s manager cards link to /clientManager/{id}; the administrator’s do not', async () => {
    const { unmount } = renderApp('/unlimitedConsults', { role: 'Client' });
    const region = await screen.findByRole('region', { name: 'Twoi managerowie' }, { timeout: 5000 });
    expect(await within(region).findByRole('link', { name: 'Katarzyna Wiśniewska' })).toHaveAttribute(
      'href',
      `/clientManager/${manager}`,
    );
    unmount();
    renderApp('/unlimitedConsults', { role: 'Admin' });
    const adminRegion = await screen.findByRole('region', { name: /managerowie/i }, { timeout: 5000 });
    await within(adminRegion).findByRole('heading', { level: 3, name: 'Katarzyna Wiśniewska' });
    expect(within(adminRegion).queryByRole('link', { name: 'Katarzyna Wiśniewska' })).toBeNull();
  });
});
