import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountWithLink } from '@/testing/accounts';
import { renderApp } from '@/testing/render';

const resetLink = ({ email, token }: { email: string; token: string }) =>
  `/forgotPasswordComplete?${new URLSearchParams({ email, token })}`;

describe('forgotten password', () => {
  it('sends a reset link to a known address', async () => {
    const { db } = renderApp('/forgotPassword');
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), 'anna.kowalska@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(/Jeśli konto z adresem anna.kowalska@example.pl istnieje/)).toBeInTheDocument();
    expect(db.mails).toEqual([
      expect.objectContaining({
        to: 'anna.kowalska@example.pl',
        link: expect.stringMatching(/^\/forgotPasswordComplete\?email=.+&token=\w+$/),
      }),
    ]);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const { db } = renderApp('/forgotPassword');
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), 'nikt@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(/Jeśli konto z adresem nikt@example.pl istnieje/)).toBeInTheDocument();
    expect(db.mails).toEqual([]);
  });

  it('refuses an address that is not one, keeping it', async () => {
    renderApp('/forgotPassword');
    const email = await screen.findByLabelText(/Adres e-mail/);
    await userEvent.type(email, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(email).toHaveValue('anna@');
  });

  it('sets a new password from the link under the rules, then the new password signs in', async () => {
    const { db, router, history } = renderApp('/login');
    const account = accountWithLink(db, { purpose: 'resetPassword' });
    await router.navigate({ href: resetLink(account) });
    expect(await screen.findByText('Ustawiasz nowe hasło konta nowa.klientka@example.pl.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nowe hasło/), 'Nowe#haslo7');
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), 'Nowe#haslo8');
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(await screen.findByText('Hasła muszą być identyczne')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Powtórz hasło/));
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), 'Nowe#haslo7');
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(await screen.findByRole('heading', { name: 'Hasło zostało zmienione' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), account.email);
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Pierwsze#1');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy adres e-mail lub hasło.');
    await userEvent.clear(screen.getByLabelText(/^Hasło/));
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Nowe#haslo7');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(history.location.pathname).not.toBe('/login'));
  });

  it('an expired link offers a new one for the same address', async () => {
    const { db, router } = renderApp('/login');
    const account = accountWithLink(db, { purpose: 'resetPassword', expiresInMs: -1 });
    await router.navigate({ href: resetLink(account) });
    await userEvent.type(await screen.findByLabelText(/^Nowe hasło/), 'Nowe#haslo7');
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), 'Nowe#haslo7');
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(await screen.findByRole('heading', { name: 'Link nie działa' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link do zmiany hasła jest nieprawidłowy');
    await userEvent.click(screen.getByRole('link', { name: 'Wyślij nowy link' }));
    expect(await screen.findByLabelText(/Adres e-mail/)).toHaveValue(account.email);
  });
});

describe('password change', () => {
  it('checks the current password on the server and the new one against the rules', async () => {
    const { db, history } = renderApp('/changePassword', { role: 'Client' });
    expect(await screen.findByRole('heading', { name: 'Zmiana hasła', level: 1 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Obecne hasło/), 'Zle#haslo1');
    await userEvent.type(screen.getByLabelText(/^Nowe hasło/), 'Inne#haslo2');
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), 'Inne#haslo2');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Obecne hasło/)).toHaveAccessibleDescription('Obecne hasło jest nieprawidłowe.'),
    );
    await userEvent.clear(screen.getByLabelText(/Obecne hasło/));
    await userEvent.type(screen.getByLabelText(/Obecne hasło/), 'Portal#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(
      db.accounts.find((a) => a.userId === db.users.find((u) => u.email === 'anna.kowalska@example.pl')!.id),
    ).toMatchObject({ password: 'Inne#haslo2' });
  });

  it('needs a session', async () => {
    const { history } = renderApp('/changePassword');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });
});
