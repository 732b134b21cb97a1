import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';

describe('demo sign-in', () => {
  it('offers one button per role', async () => {
    renderApp('/login');
    for (const label of [
      'Klient',
      'Opiekun',
      'Manager',
      'Ambasador',
      'Ekspert-pracownik',
      'Ekspert-właściciel',
      'Administrator',
    ]) {
      expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('a role button signs in and returns to the remembered page', async () => {
    const { history } = renderApp('/mySettlements');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    await userEvent.click(await screen.findByRole('button', { name: 'Klient' }));
    await waitFor(() => expect(history.location.pathname).toBe('/mySettlements'));
    expect(await screen.findByRole('heading', { name: 'Twoje rozliczenia' })).toBeInTheDocument();
  });

  it('/login?demoRole=Admin signs in directly', async () => {
    const { history, session } = renderApp('/login?demoRole=Admin');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(session.getUser()?.name).toBe('Agnieszka Zielińska');
  });
});
