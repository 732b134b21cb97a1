import { getListOrganisationsOfContextUserQueryKey } from '@portal/sdk';
import { getListOrganisationsOfContextUserMockHandler } from '@portal/sdk/mocks/organisations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { accountWithLink } from '@/testing/accounts';
import { replace } from '@/testing/fields';
import { spyOnFiles } from '@/testing/files';
import { renderApp } from '@/testing/render';
import { server, TEST_API_ORIGIN } from '@/testing/server';

describe('the header', () => {
  it('shows the logo, calendar link, bell and user menu with "Twój profil" and "Wyloguj"', async () => {
    renderApp('/', { role: 'Client' });
    expect(await screen.findByRole('link', { name: 'Portal Klienta — strona główna' })).toHaveAttribute('href', '/');
    // the signed-in controls arrive with their own chunk, after the logo
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Kalendarz' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Menu użytkownika/ }));
    expect(await screen.findByRole('menuitem', { name: 'Twój profil' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Wyloguj' })).toBeInTheDocument();
  });

  it('the user menu switches to the dark scheme and back, and the browser remembers the choice', async () => {
    renderApp('/', { role: 'Client' });
    await userEvent.click(await screen.findByRole('button', { name: /^Menu użytkownika/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Włącz tryb ciemny' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: /^Menu użytkownika/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Włącz tryb jasny' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });

  it('the sign-in page shows only the logo', async () => {
    renderApp('/login', { role: 'Client' });
    expect(await screen.findByRole('link', { name: 'Portal Klienta — strona główna' })).toBeInTheDocument();
    // the burger renders with the logo: decided at once, not left to the signed-in controls' chunk
    expect(screen.queryByRole('button', { name: 'Otwórz menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Menu użytkownika/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Kalendarz' })).not.toBeInTheDocument();
  });

  it('no organisation selector with one organisation', async () => {
    const { router } = renderApp('/', {
      role: 'Manager',
      handlers: [
        getListOrganisationsOfContextUserMockHandler(() => [{ id: ids.organisation.main, name: 'Kancelaria Główna' }]),
      ],
    });
    await screen.findByRole('button', { name: /^Menu użytkownika/ });
    // absence means something only once the organisations have arrived
    const { queryClient } = router.options.context;
    await waitFor(() =>
      expect(queryClient.getQueryState(getListOrganisationsOfContextUserQueryKey())?.status).toBe('success'),
    );
    expect(screen.queryByLabelText('Organizacja')).not.toBeInTheDocument();
  });

  it('the demo manager, a member of three organisations, gets the selector', async () => {
    renderApp('/', { role: 'Manager' });
    expect((await screen.findAllByLabelText('Organizacja')).length).toBeGreaterThan(0);
  });

  it('with organisation 0 the selector says so in words, in the header and in the phone menu', async () => {
    renderApp('/', { role: 'Manager' });
    const [header] = await screen.findAllByLabelText('Organizacja', {}, { timeout: 5000 });
    expect(header).toHaveValue('Bez organizacji');
    // the phone menu's, once it is open (jsdom counts the phone's controls as hidden, so by label)
    await userEvent.click(screen.getByLabelText('Otwórz menu'));
    await waitFor(() => expect(screen.getAllByLabelText('Organizacja')).toHaveLength(2));
    for (const select of screen.getAllByLabelText('Organizacja')) expect(select).toHaveValue('Bez organizacji');
  });

  it('the phone menu: each entry once, in the menu style, with a labelled organisation select', async () => {
    renderApp('/', { role: 'Manager' });
    await screen.findByRole('button', { name: /^Menu użytkownika/ }, { timeout: 5000 });
    // the burger and the drawer are for phones: jsdom applies Mantine's "hidden from sm" rule whatever the width,
    // and a hidden element has no accessible name, so they are found by their labels
    const all = { hidden: true };
    await userEvent.click(screen.getByLabelText('Otwórz menu'));
    const [drawer] = await screen.findAllByRole('dialog', all);
    expect(drawer).toHaveTextContent(/^Menu/);
    const links = within(drawer).getAllByRole('link', all);
    const entries = links.map((link) => link.textContent);
    expect(entries.filter((entry) => entry === 'Kalendarz')).toHaveLength(1);
    expect(new Set(entries).size).toBe(entries.length);
    for (const link of links) expect(link).toHaveClass('mantine-NavLink-root');
    expect(within(drawer).getByText('Wyloguj').closest('button')).toHaveClass('mantine-NavLink-root');
    // a visible label, not only a name
    expect(within(drawer).getByText('Organizacja', { selector: 'label' })).toBeInTheDocument();
  });

  it('with several organisations, switching stores the id in both storages', async () => {
    renderApp('/', {
      role: 'Manager',
      handlers: [
        getListOrganisationsOfContextUserMockHandler(() => [
          { id: 1, name: 'Kancelaria Główna' },
          { id: ids.organisation.partner, name: 'Partner' },
        ]),
      ],
    });
    // the header's selector (the mobile menu has the same one)
    const [select] = await screen.findAllByLabelText('Organizacja');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Partner' }));
    const partner = String(ids.organisation.partner);
    await waitFor(() => expect(sessionStorage.getItem('organisationId')).toBe(partner));
    expect(localStorage.getItem('organisationId')).toBe(partner);
  });

  it('shows "Tryb impersonacji" while impersonating', async () => {
    sessionStorage.setItem('impersonatedUserId', String(ids.person.client));
    renderApp('/', { role: 'Admin' });
    expect(await screen.findByText('Tryb impersonacji')).toBeInTheDocument();
  });

  it('while impersonating, the header names whose portal this is', async () => {
    sessionStorage.setItem('impersonatedUserId', String(ids.person.client));
    renderApp('/', { role: 'Admin' });
    const badge = await screen.findByText('Tryb impersonacji');
    // the impersonated client, not the signed-in administrator
    await waitFor(() => expect(badge.closest('.mantine-Group-root')).toHaveTextContent('Anna Kowalska'));
  });

  it('"Zakończ impersonację" by the indicator ends it', async () => {
    sessionStorage.setItem('impersonatedUserId', String(ids.person.client));
    renderApp('/', { role: 'Admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Zakończ impersonację' }));
    expect(sessionStorage.getItem('impersonatedUserId')).toBeNull();
  });

  it('no indicator and no way out without impersonation', async () => {
    renderApp('/', { role: 'Admin' });
    await screen.findByRole('button', { name: /^Menu użytkownika/ });
    expect(screen.queryByText('Tryb impersonacji')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zakończ impersonację' })).not.toBeInTheDocument();
  });

  it('"Wyloguj" ends impersonation: whoever signs in next calls as themselves', async () => {
    sessionStorage.setItem('impersonatedUserId', String(ids.person.client));
    const { router } = renderApp('/', { role: 'Admin' });
    await screen.findByText('Tryb impersonacji');
    await userEvent.click(screen.getByRole('button', { name: /^Menu użytkownika/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Wyloguj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('impersonatedUserId')).toBeNull();

    const impersonated: (string | null)[] = [];
    const record = ({ request }: { request: Request }) =>
      void impersonated.push(request.headers.get('ImpersonatedUser'));
    server.events.on('request:start', record);
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Manager' }));
      await screen.findByRole('button', { name: /^Menu użytkownika/ });
      await waitFor(() => expect(impersonated.length).toBeGreaterThan(0));
      expect(impersonated.every((header) => header === null)).toBe(true);
      expect(screen.queryByText('Tryb impersonacji')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('the session expiring ends impersonation too', async () => {
    sessionStorage.setItem('impersonatedUserId', String(ids.person.client));
    const { router } = renderApp('/', { role: 'Admin' });
    await screen.findByText('Tryb impersonacji');
    server.use(http.all(`${TEST_API_ORIGIN}/api/*`, () => new HttpResponse(null, { status: 401 })));
    await router.options.context.queryClient.refetchQueries().catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('impersonatedUserId')).toBeNull();
  });

  it('the navigation menu lists the screens of the role', async () => {
    renderApp('/', { role: 'Client' });
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(menu).toHaveTextContent('Twoje sprawy');
    expect(menu).toHaveTextContent('Twoje rozliczenia');
    expect(menu).not.toHaveTextContent('Użytkownicy');
  });
});

describe('the header names the signed-in user as their profile does', { timeout: 60_000 }, () => {
  const userMenu = (name: string) => screen.findByRole('button', { name: `Menu użytkownika: ${name}` });

  it('a new user who finishes the first-login wizard sees the name they gave', async () => {
    const { db, history } = renderApp('/login');
    // an activated account whose sign-in knows no name yet (the registration asked for none)
    const account = accountWithLink(db, { purpose: 'resetPassword' });
    Object.assign(
      db.users.find((user) => user.id === account.id)!,
      {
        phoneNumber: '+48 601 000 222',
        addressOfResidence: {
          street: 'ul. Nowa',
          houseNumber: '1',
          flatNumber: null,
          postalCode: '00-001',
          city: 'Łódź',
        },
      },
    );
    await userEvent.type(await screen.findByLabelText(/Adres e-mail/), account.email);
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'Pierwsze#1');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(history.location.pathname).toBe('/confirmDetails'));
    await replace('Imię', 'Ewa');
    await replace('Nazwisko', 'Nowicka');
    for (const step of ['Dane osobowe', 'Adres', 'Współpraca']) {
      await screen.findByRole('heading', { level: 2, name: step });
      await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await userMenu('Ewa Nowicka')).toHaveTextContent('Ewa Nowicka');
  });

  it('after a reload too: the profile’s name, not the one the session kept from the sign-in', async () => {
    renderApp('/', { role: 'Client', profile: { firstName: 'Ewa', lastName: 'Nowicka' } });
    expect(await userMenu('Ewa Nowicka')).toHaveTextContent('Ewa Nowicka');
  });

  it('shows the profile picture the user uploaded', async () => {
    const { blobs } = spyOnFiles();
    // jsdom has its own Blob; the downloaded picture is fetch's, which the page (one realm in a browser) takes
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
    const { db } = renderApp('/', { role: 'Client', profile: { profileImageId: 1 } });
    db.profilePictures.push({
      id: 1,
      fileName: 'ja.jpg',
      contentType: 'image/jpeg',
      blobName: 'profile-picture-1',
      reducedFileBlobName: 'profile-picture-1-thumbnail',
      createdAt: '2026-09-01T08:00:00Z',
      createdById: ids.person.client,
      dataUrl: 'data:image/jpeg;base64,/9j/',
    });
    try {
      const button = await userMenu('Anna Kowalska');
      await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', 'blob:demo-1'));
      expect(new Uint8Array(await blobs[0].arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
