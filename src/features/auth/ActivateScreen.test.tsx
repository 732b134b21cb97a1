import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountWithLink } from '@/testing/accounts';
import { renderApp } from '@/testing/render';

const linkOf = ({ email, token }: { email: string; token: string }) =>
  `/activate?${new URLSearchParams({ email, token })}`;

describe('activation from the e-mailed link', () => {
  it('opening the link activates the account and leads to sign-in, where the account signs in', async () => {
    const { db, history, router } = renderApp('/login');
    const account = accountWithLink(db);
    await router.navigate({ href: linkOf(account) });
    expect(await screen.findByRole('heading', { name: 'Konto jest aktywne' })).toBeInTheDocument();
    expect(db.users.find((u) => u.id === account.id)?.status).toBe('Active');

    await userEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), 'nowa.klientka@example.pl');
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Pierwsze#1');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    // first sign-in: the first-login data is not filled yet
    await waitFor(() => expect(history.location.pathname).toBe('/confirmDetails'));
  });

  it('a used link says so on opening, offers no "Aktywuj konto" again, and leads to sign-in', async () => {
    const { db, router } = renderApp('/login');
    const account = accountWithLink(db);
    await router.navigate({ href: linkOf(account) });
    await screen.findByRole('heading', { name: 'Konto jest aktywne' });
    await router.navigate({ href: '/' });
    await router.navigate({ href: linkOf(account) });
    expect(await screen.findByRole('heading', { name: 'Link nie działa' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ten link aktywacyjny został już użyty, a konto jest aktywne. Zaloguj się.',
    );
    expect(screen.queryByRole('button', { name: 'Aktywuj konto' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Zarejestruj się ponownie' })).toHaveAttribute('href', '/register');
  });

  it('an expired link is refused on opening', async () => {
    const { db, router } = renderApp('/login');
    const account = accountWithLink(db, { expiresInMs: -1000 });
    await router.navigate({ href: linkOf(account) });
    expect(await screen.findByRole('heading', { name: 'Link nie działa' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Link aktywacyjny jest nieprawidłowy, wygasł albo został już użyty.',
    );
    expect(db.users.find((u) => u.id === account.id)?.status).toBe('RegisteredNotConfirmed');
  });

  it('an account the staff created sets its password under the rules first', async () => {
    const { db, router } = renderApp('/login');
    const account = accountWithLink(db, { password: null });
    await router.navigate({ href: linkOf(account) });
    // opening the link activates nothing yet: the account has no password
    expect(await screen.findByText('Ustaw hasło, którym będziesz się logować.')).toBeInTheDocument();
    expect(db.users.find((u) => u.id === account.id)?.status).toBe('NotConfirmed');
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'słabe');
    await userEvent.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    expect(await screen.findByText('Hasło nie spełnia wszystkich wymagań')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Hasło/));
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Mocne#2026');
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), 'Mocne#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    expect(await screen.findByRole('heading', { name: 'Konto jest aktywne' })).toBeInTheDocument();
    expect(db.accounts.find((a) => a.userId === account.id)?.password).toBe('Mocne#2026');
  });

  it('a link without its token says it is incomplete', async () => {
    renderApp('/activate?email=a%40b.pl');
    expect(await screen.findByText(/Ten link jest niepełny/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktywuj konto' })).not.toBeInTheDocument();
  });
});
