import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const GOOD_PASSWORD = 'Zażółć#2026';

async function fill(email: string, password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText(/Adres e-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Hasło/), password);
  await userEvent.type(screen.getByLabelText(/Powtórz hasło/), confirm);
}

const registerCalls = () => {
  const calls: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/ApplicationUser/register') calls.push(await request.clone().json());
  });
  return calls;
};

describe('registration', () => {
  it('ticks each password rule as the user types, each with the spec label', async () => {
    renderApp('/register');
    const rules = await screen.findByRole('list', { name: 'Wymagania hasła' });
    const state = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(state()).toEqual([
      'Minimum 8 znaków: niespełnione',
      'Minimum 1 cyfra: niespełnione',
      'Minimum 1 wielka litera: niespełnione',
      'Minimum 1 znak specjalny: niespełnione',
    ]);
    const password = screen.getByLabelText(/^Hasło/);
    await userEvent.type(password, 'a1');
    expect(state()[1]).toBe('Minimum 1 cyfra: spełnione');
    await userEvent.type(password, 'Ł');
    expect(state()[2]).toBe('Minimum 1 wielka litera: spełnione');
    await userEvent.type(password, ' ');
    expect(state()[3]).toBe('Minimum 1 znak specjalny: niespełnione');
    await userEvent.type(password, '#xyz');
    expect(state()).toEqual([
      'Minimum 8 znaków: spełnione',
      'Minimum 1 cyfra: spełnione',
      'Minimum 1 wielka litera: spełnione',
      'Minimum 1 znak specjalny: spełnione',
    ]);
    // the rules are the password field's description
    expect(password).toHaveAccessibleDescription(/Minimum 8 znaków: spełnione/);
  });

  it('sends nothing until every rule passes, the passwords match and the terms are accepted', async () => {
    const calls = registerCalls();
    renderApp('/register');
    await fill('nowy@example.pl', 'krotkie1', 'inne');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
    expect(await screen.findByText('Hasło nie spełnia wszystkich wymagań')).toBeInTheDocument();
    expect(screen.getByText('Hasła muszą być identyczne')).toBeInTheDocument();
    expect(screen.getByText('To pole jest wymagane')).toBeInTheDocument();
    // nothing typed is lost
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveValue('nowy@example.pl');
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('each password field has a show-password toggle named in Polish, reached with Tab', async () => {
    renderApp('/register');
    const password = await screen.findByLabelText(/^Hasło/);
    const toggles = screen.getAllByRole('button', { name: 'Pokaż hasło' });
    // "Hasło" and "Powtórz hasło"
    expect(toggles).toHaveLength(2);
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'false');
    password.focus();
    await userEvent.tab();
    expect(toggles[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
  });

  it('opens the privacy policy and terms from the checkbox label without ticking it', async () => {
    renderApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'politykę prywatności i regulamin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Polityka prywatności i regulamin' });
    expect(await within(dialog).findByText(/3 lat/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wróć do rejestracji' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /Akceptuję politykę prywatności i regulamin/ })).not.toBeChecked();
  });

  it('registers, then says the activation link is on its way; the demo "sends" it', async () => {
    const calls = registerCalls();
    const { db } = renderApp('/register');
    await fill('  nowy@example.pl ', GOOD_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź swoją skrzynkę' })).toBeInTheDocument();
    expect(screen.getByText(/Wysłaliśmy link aktywacyjny na adres nowy@example.pl/)).toBeInTheDocument();
    expect(calls).toEqual([
      { email: 'nowy@example.pl', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, termsAccepted: true },
    ]);
    expect(db.mails.at(-1)).toMatchObject({ to: 'nowy@example.pl', link: expect.stringMatching(/^\/activate\?/) });
    server.events.removeAllListeners();
  });

  it('a double click on "Zarejestruj" (or the form sent again meanwhile) registers once', async () => {
    const calls = registerCalls();
    renderApp('/register');
    await fill('nowy@example.pl', GOOD_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
    doubleActivate(screen.getByRole('button', { name: 'Zarejestruj' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź swoją skrzynkę' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it("shows the server's words next to the field and keeps what was typed", async () => {
    renderApp('/register');
    await fill('anna.kowalska@example.pl', GOOD_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
    const email = screen.getByLabelText(/Adres e-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Konto z tym adresem e-mail już istnieje/));
    expect(email).toHaveValue('anna.kowalska@example.pl');
    expect(screen.getByLabelText(/^Hasło/)).toHaveValue(GOOD_PASSWORD);
  });

  it('a 400 without field names shows its message under the form', async () => {
    renderApp('/register', {
      handlers: [
        http.post('*/api/ApplicationUser/register', () =>
          HttpResponse.json({ status: 400, detail: 'Rejestracja jest chwilowo wyłączona.' }, { status: 400 }),
        ),
      ],
    });
    await fill('nowy@example.pl', GOOD_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rejestracja jest chwilowo wyłączona.');
  });
});
