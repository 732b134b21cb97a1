import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

const table = () => screen.findByRole('table', { name: 'Rozliczenia według klientów' }, { timeout: 5000 });
const clients = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the clients’ settlements', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

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

  it('shows a manager the clients of the cases they work on; the search narrows them', async () => {
    renderApp('/clientSettlements', { role: 'Manager' });
    const list = await table();
    const names = clients(list);
    expect(names).toContain('Anna Kowalska');
    await userEvent.type(screen.getByRole('textbox', { name: 'Szukaj' }), 'kowalska');
    await waitFor(() => expect(clients(screen.getByRole('table'))).toEqual(['Anna Kowalska']));
    await userEvent.type(screen.getByRole('textbox', { name: 'Szukaj' }), 'xyz');
    expect(await screen.findByText('Żadne rozliczenie nie pasuje do wyszukiwania.')).toBeInTheDocument();
  });

  it('is not for clients', async () => {
    const { history } = renderApp('/clientSettlements', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
