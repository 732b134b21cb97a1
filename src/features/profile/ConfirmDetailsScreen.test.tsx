import { getPatchApplicationUserMockHandler } from '@portal/sdk/mocks/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { errorOf, field, replace } from '@/testing/fields';
import { spyOnFiles } from '@/testing/files';
import { renderApp } from '@/testing/render';
import { pictureTools } from './picture/picture-tools';

const notFilled = { role: 'Client', profile: { isFirstLoginDataFilled: false } } as const;
const click = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

describe('the first-login guard', { timeout: 30_000 }, () => {
  it('sends a user whose data is not filled to the wizard, remembering the page they wanted', async () => {
    const { history } = renderApp('/mySettlements?tab=cards', notFilled);
    await waitFor(() => expect(history.location.pathname).toBe('/confirmDetails'));
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/mySettlements?tab=cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uzupełnij dane' })).toBeInTheDocument();
  });

  it('sends a user whose data is filled on from the wizard: to the wanted page, or the main page', async () => {
    const first = renderApp('/confirmDetails?redirect=%2FyourCases', { role: 'Client' });
    await waitFor(() => expect(first.history.location.pathname).toBe('/yourCases'));
    first.unmount();
    const second = renderApp('/confirmDetails', { role: 'Client' });
    await waitFor(() => expect(second.history.location.pathname).toBe('/'));
  });

  it('follows only a path of this site, and never back into the wizard', async () => {
    const { history } = renderApp('/confirmDetails?redirect=https%3A%2F%2Fevil.example%2F', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(history.location.href).not.toContain('evil');
  });
});

describe('the first-login wizard', { timeout: 60_000 }, () => {
  it('shows no navigation that would only lead back to it; signing out still works', async () => {
    const { history } = renderApp('/confirmDetails', notFilled);
    await stepHeading('Dane osobowe');
    const banner = screen.getByRole('banner');
    const userMenu = await within(banner).findByRole('button', { name: /^Menu użytkownika/ });
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Kalendarz' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /^Powiadomienia/ })).not.toBeInTheDocument();
    // the logo names the portal but leads nowhere: the main page would send the user back here
    expect(within(banner).queryByRole('link', { name: 'Portal Klienta — strona główna' })).not.toBeInTheDocument();
    await userEvent.click(userMenu);
    expect(await screen.findByRole('menuitem', { name: 'Wyloguj' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Twój profil' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // the phone's menu: only the user's own way out
    await userEvent.click(screen.getByLabelText('Otwórz menu'));
    const [drawer] = await screen.findAllByRole('dialog', { hidden: true });
    expect(within(drawer).queryAllByRole('link', { hidden: true })).toEqual([]);
    await userEvent.click(within(drawer).getByText('Wyloguj'));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('checks each step in Polish on "Dalej", keeps what was typed back and forth, and saves to the wanted page', async () => {
    const { db, history } = renderApp('/yourCases', notFilled);
    await waitFor(() => expect(history.location.pathname).toBe('/confirmDetails'));
    await stepHeading('Dane osobowe');
    expect(await field('Adres e-mail')).toHaveValue('anna.kowalska@example.pl');
    await replace('Imię', '');
    await replace('Telefon', '12');
    await replace('Data urodzenia', '2099-01-01');
    await click('Dalej');
    expect(errorOf(await field('Imię'))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Telefon'))).toBe('Podaj numer telefonu, np. +48 600 100 200');
    expect(errorOf(await field('Data urodzenia'))).toBe('Data urodzenia nie może być z przyszłości');
    await replace('Imię', 'Anna Maria');
    await replace('Telefon', '+48 601 000 222');
    await replace('Data urodzenia', '1986-04-17');
    await click('Dalej');

    await stepHeading('Adres');
    await replace('Kod pocztowy', '00514');
    await click('Dalej');
    expect(errorOf(await field('Kod pocztowy'))).toBe('Podaj kod pocztowy w formacie NN-NNN, np. 00-950');
    await replace('Kod pocztowy', '00-514');
    // the mailing address: the same unless ticked, then its own five fields
    expect(screen.getAllByRole('textbox', { name: 'Ulica' })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Adres korespondencyjny jest inny niż adres zamieszkania' }),
    );
    const mailing = screen.getAllByRole('textbox', { name: 'Ulica' });
    expect(mailing).toHaveLength(2);
    await click('Dalej');
    expect(errorOf(screen.getAllByRole('textbox', { name: 'Ulica' })[1])).toBe('To pole jest wymagane');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Ulica' })[1], 'ul. Skrytka');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Numer domu' })[1], '7');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Kod pocztowy' })[1], '02-001');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Miejscowość' })[1], 'Warszawa');
    await click('Dalej');

    await stepHeading('Współpraca');
    expect(await field('Data rozpoczęcia współpracy')).toHaveValue('2026-09-01');
    await click('Wstecz');
    await stepHeading('Adres');
    expect(screen.getAllByRole('textbox', { name: 'Ulica' })[1]).toHaveValue('ul. Skrytka');
    await click('Wstecz');
    expect(await field('Imię')).toHaveValue('Anna Maria');
    await click('Dalej');
    await click('Dalej');
    await click('Dalej');
    await stepHeading('Zdjęcie');
    await click('Zapisz');

    await waitFor(() => expect(history.location.pathname).toBe('/yourCases'));
    expect(db.users.find((u) => u.id === ids.person.client)).toMatchObject({
      firstName: 'Anna Maria',
      phoneNumber: '+48 601 000 222',
      birthDate: '1986-04-17',
      isFirstLoginDataFilled: true,
      isAddressDifferent: true,
      addressOfResidence: { postalCode: '00-514' },
      mailingAddress: { street: 'ul. Skrytka', city: 'Warszawa', flatNumber: null },
      accountingCooperationBeginDate: '2026-09-01T00:00:00Z',
      marketingCooperationBeginDate: '2026-09-01T00:00:00Z',
      // a product the staff dated differently keeps its date
      lawCooperationBeginDate: '2026-09-15T00:00:00Z',
    });
    expect(sessionStorage.getItem(`portal-first-login-draft:${ids.person.client}`)).toBeNull();
  });

  it('keeps the draft and the step across a reload of the page (session storage, not local storage)', async () => {
    const first = renderApp('/confirmDetails', notFilled);
    await replace('Nazwisko', 'Kowalska-Nowak');
    await click('Dalej');
    await stepHeading('Adres');
    await replace('Ulica', 'ul. Nowa');
    expect(Object.keys(localStorage).some((key) => key.includes('first-login'))).toBe(false);
    first.unmount();

    renderApp('/confirmDetails', notFilled);
    await stepHeading('Adres');
    expect(await field('Ulica')).toHaveValue('ul. Nowa');
    await click('Wstecz');
    expect(await field('Nazwisko')).toHaveValue('Kowalska-Nowak');
  });

  it('shows the server’s 400 under its field and opens the step with it', async () => {
    renderApp('/confirmDetails', {
      ...notFilled,
      handlers: [
        getPatchApplicationUserMockHandler(() => {
          throw HttpResponse.json(
            {
              title: 'Nieprawidłowe dane',
              status: 400,
              errors: { 'AddressOfResidence.City': ['Nie ma takiej miejscowości.'] },
            },
            { status: 400 },
          );
        }),
      ],
    });
    for (const step of ['Dane osobowe', 'Adres', 'Współpraca']) {
      await stepHeading(step);
      await click('Dalej');
    }
    await stepHeading('Zdjęcie');
    await click('Zapisz');
    await stepHeading('Adres');
    expect(errorOf(await field('Miejscowość'))).toBe('Nie ma takiej miejscowości.');
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
  });

  it('a refused save (403) says so and keeps the wizard open', async () => {
    const { history } = renderApp('/confirmDetails', {
      ...notFilled,
      handlers: [
        getPatchApplicationUserMockHandler(() => {
          throw HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 });
        }),
      ],
    });
    for (const step of ['Dane osobowe', 'Adres', 'Współpraca']) {
      await stepHeading(step);
      await click('Dalej');
    }
    await click('Zapisz');
    expect(
      await screen.findByText('Nie udało się zapisać profilu. Spróbuj ponownie.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/confirmDetails');
  });

  it('uploads the picture cropped to 175 × 150 and names it on the profile', async () => {
    spyOnFiles();
    const open = vi.spyOn(pictureTools, 'open').mockResolvedValue({ src: 'blob:picked', width: 700, height: 300 });
    const crop = vi
      .spyOn(pictureTools, 'crop')
      .mockResolvedValue(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    vi.spyOn(pictureTools, 'close').mockImplementation(() => {});
    const { db, history } = renderApp('/confirmDetails', notFilled);
    for (const step of ['Dane osobowe', 'Adres', 'Współpraca']) {
      await stepHeading(step);
      await click('Dalej');
    }
    await stepHeading('Zdjęcie');
    const input = screen.getByLabelText('Plik zdjęcia profilowego');
    await userEvent.upload(input, new File(['png'], 'ja.png', { type: 'image/png' }));
    expect(open).toHaveBeenCalled();
    const frame = await screen.findByRole('img', { name: 'Podgląd kadru' });
    expect(frame).toHaveStyle({ width: '175px', height: '150px' });
    // a wide picture covers the frame by its height; moved fully left by the slider, the frame shows its left edge
    const horizontal = screen.getByRole('slider', { name: 'Położenie w poziomie' });
    horizontal.focus();
    fireEvent.keyDown(horizontal, { key: 'Home' });
    // the picture being cropped is not uploaded yet: the wizard is not saved meanwhile
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    await click('Użyj tego kadru');
    await waitFor(() => expect(db.profilePictures).toHaveLength(1));
    expect(crop.mock.calls[0][1]).toEqual({ sx: 0, sy: 0, sw: 350, sh: 300 });
    expect(await screen.findByRole('img', { name: 'Twoje zdjęcie profilowe' })).toBeInTheDocument();
    await click('Zapisz');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(db.users.find((u) => u.id === ids.person.client)!.profileImageId).toBe(db.profilePictures[0].id);
    expect(within(document.body).queryByText('Podgląd kadru')).toBeNull();
  });
});
