import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const tileOf = (name: string) => screen.findByRole('region', { name: `Użytkownik ${name}` }, { timeout: 5000 });

describe('/yourProfile', { timeout: 30_000 }, () => {
  it('shows the client’s tile, personal data and addresses, with the ways to change them', async () => {
    renderApp('/yourProfile', { role: 'Client' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Twój profil' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const tile = await tileOf('Anna Kowalska');
    expect(tile).toHaveTextContent('Role: klient');
    expect(tile).toHaveTextContent('Aktywny');
    expect(tile).toHaveTextContent('Zawód: Przedsiębiorca');
    expect(tile).toHaveTextContent('Organizacje: Portal Klienta sp. z o.o.');
    // the demo client has a subscription and the build's setting is 0
    expect(within(tile).getByText('Abonament')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Twoje sprawy' })).toHaveAttribute('href', '/yourCases');
    expect(within(tile).getByRole('link', { name: 'Twój kalendarz' })).toHaveAttribute('href', '/calendar');
    expect(within(tile).queryByRole('link', { name: 'Wyślij wiadomość' })).toBeNull();

    const personal = screen.getByRole('region', { name: 'Dane osobowe' });
    expect(personal).toHaveTextContent('Telefon+48 601 234 567');
    expect(personal).toHaveTextContent('Adres e-mailanna.kowalska@example.pl');
    expect(screen.getByRole('region', { name: 'Adres zamieszkania' })).toHaveTextContent(
      'ul. Marszałkowska 84/1200-514 Warszawa',
    );
    expect(screen.getByRole('region', { name: 'Adres korespondencyjny' })).toHaveTextContent(
      'Taki sam jak adres zamieszkania',
    );
    expect(screen.getByRole('region', { name: 'Współpraca' })).toHaveTextContent('Księgowość2026-09-01');
    expect(screen.getByRole('link', { name: 'Edytuj profil' })).toHaveAttribute('href', '/editProfile');
    expect(screen.getByRole('link', { name: 'Zmień hasło' })).toHaveAttribute('href', '/changePassword');
  });

  it('a manager’s tile has their title and departments, and no client actions', async () => {
    renderApp('/yourProfile', { role: 'Manager' });
    const tile = await tileOf('Katarzyna Wiśniewska');
    expect(tile).toHaveTextContent('Stanowisko: Senior Manager');
    expect(tile).toHaveTextContent('Departamenty: Księgowość, Prawo');
    expect(within(tile).queryAllByRole('link')).toEqual([]);
  });

  it('asks for the profile picture’s thumbnail by the profile’s picture id', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
    renderApp('/yourProfile', { role: 'Client', profile: { profileImageId: 77 } });
    await tileOf('Anna Kowalska');
    // (jsdom's fetch answers with a Blob of its own, which the page cannot show: the picture itself is seen in the browser)
    await waitFor(() => expect(requested).toContain('/api/ProfilePicture/77/thumbnail'));
  });
});
