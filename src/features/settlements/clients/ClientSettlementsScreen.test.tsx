import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clockStandsAt } from '@/testing/clock';
import { exportCsv } from '@/testing/files';
import { renderApp } from '@/testing/render';

const table = () => screen.findByRole('table', { name: 'Rozliczenia według klientów' }, { timeout: 5000 });
const clients = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the clients’ settlements', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-25T10:00:00');

  it('sums each client’s settlements, the most after deadline first, and opens them in the full list', async () => {
    renderApp('/clientSettlements', { role: 'Admin' });
    const list = await table();
    // Paweł Kozłowski: 6808,05 zł after deadline; Anna Kowalska: 2890,50 zł
    expect(clients(list).slice(0, 2)).toEqual(['Paweł Kozłowski', 'Anna Kowalska']);
    const anna = within(list).getByRole('link', { name: 'Rozliczenia klienta Anna Kowalska' }).closest('tr')!;
    const cells = within(anna)
      .getAllByRole('cell')
      .slice(1)
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['9', '8856,00 zł', '578,10 zł', '2890,50 zł', '2583,00 zł']);
    expect(within(anna).getByRole('link')).toHaveAttribute('href', '/settlements?search=Kowalska');
  });

  it('shows a manager the clients of the cases they work on; the search narrows them, in the URL', async () => {
    const { router } = renderApp('/clientSettlements', { role: 'Manager' });
    const list = await table();
    const names = clients(list);
    expect(names).toContain('Anna Kowalska');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kowalska');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'kowalska' }));
    await waitFor(() => expect(clients(screen.getByRole('table'))).toEqual(['Anna Kowalska']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'xyz');
    expect(await screen.findByText('Żadne rozliczenie nie pasuje do wyszukiwania.')).toBeInTheDocument();
  });

  it('an address with bad values shows the list with its defaults, no error', async () => {
    renderApp('/clientSettlements?page=abc&sort=zzz&status=Nope&sortBy=zzz&sortDirection=7', { role: 'Admin' });
    const list = await table();
    expect(clients(list).slice(0, 2)).toEqual(['Paweł Kozłowski', 'Anna Kowalska']);
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports the clients the search selects to a CSV file, with the columns shown', async () => {
    renderApp('/clientSettlements?search=Kowalska', { role: 'Admin' });
    await waitFor(async () => expect(clients(await table())).toEqual(['Anna Kowalska']), { timeout: 5000 });
    const { name, lines } = await exportCsv();
    expect(name).toMatch(/^rozliczenia-klientow-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines).toEqual([
      'Klient;Rozliczeń;Prognoza;Do zapłaty;Po terminie;Opłacone',
      'Anna Kowalska;9;8856,00 zł;578,10 zł;2890,50 zł;2583,00 zł',
    ]);
  });

  it('is not for clients', async () => {
    const { history } = renderApp('/clientSettlements', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
