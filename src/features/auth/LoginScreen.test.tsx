import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountWithLink } from '@/testing/accounts';
import { renderApp } from '@/testing/render';

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

describe('demo sign-in with e-mail and password', () => {
  it('signs a seeded person in with the demo password it suggests, and returns to the remembered page', async () => {
    const { history } = renderApp('/mySettlements');
    expect(await screen.findByText(/Na przykład anna\.kowalska@example\.pl, hasło Portal#2026\./)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), 'anna.kowalska@example.pl');
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Portal#2026');
    // the password's show/hide toggle is named in Polish (Mantine's own name is English)
    expect(screen.getByRole('button', { name: 'Pokaż hasło' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(history.location.pathname).toBe('/mySettlements'));
  });

  it('refuses a wrong password and an account not activated yet, each with its reason', async () => {
    const { db } = renderApp('/login');
    const account = accountWithLink(db);
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), 'anna.kowalska@example.pl');
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Zle#haslo1');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy adres e-mail lub hasło.');
    await userEvent.clear(screen.getByLabelText(/Adres e-mail/));
    await userEvent.type(screen.getByLabelText(/Adres e-mail/), account.email);
    await userEvent.clear(screen.getByLabelText(/^Hasło/));
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Pierwsze#1');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To konto nie zostało jeszcze aktywowane.');
  });

  it('links to registration and the forgotten password', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/forgotPassword');
  });
});
