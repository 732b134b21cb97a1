import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { errorOf, field, replace } from '@/testing/fields';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

describe('/editProfile', { timeout: 30_000 }, () => {
  it('edits the profile on one page and goes back to it with a notice', async () => {
    const { db, history } = renderApp('/editProfile', { role: 'Client' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edycja profilu' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await field('Imię')).toHaveValue('Anna');
    await replace('Telefon', '+48 601 999 000');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Adres korespondencyjny jest inny niż adres zamieszkania' }),
    );
    const [, street] = screen.getAllByRole('textbox', { name: 'Ulica' });
    await userEvent.type(street, 'ul. Pocztowa');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Numer domu' })[1], '1');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Kod pocztowy' })[1], '00-001');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Miejscowość' })[1], 'Warszawa');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await expectSavedNotice('Zapisano zmiany w profilu');
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(await screen.findByRole('region', { name: 'Dane osobowe' })).toHaveTextContent('+48 601 999 000');
    expect(screen.getByRole('region', { name: 'Adres korespondencyjny' })).toHaveTextContent('ul. Pocztowa 1');
    expect(db.users.find((u) => u.id === ids.person.client)).toMatchObject({
      phoneNumber: '+48 601 999 000',
      isAddressDifferent: true,
      roles: ['Client'],
      patronId: ids.person.patron,
    });
  });

  it('reopened after a save, shows what was saved; a second save keeps both changes', async () => {
    const { db, history } = renderApp('/editProfile', { role: 'Client' });
    await replace('Telefon', '+48 601 999 000');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(await screen.findByRole('region', { name: 'Dane osobowe' })).toHaveTextContent('+48 601 999 000');
    // back to the form, as the browser's back button does: the router and the query cache remember the old copy
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe('/editProfile'));
    expect(await field('Telefon')).toHaveValue('+48 601 999 000');
    await replace('Nazwisko', 'Kowalska-Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(db.users.find((u) => u.id === ids.person.client)).toMatchObject({
      phoneNumber: '+48 601 999 000',
      lastName: 'Kowalska-Nowak',
    });
  });

  it('a changed name shows in the header at once, without signing out', async () => {
    const { history } = renderApp('/editProfile', { role: 'Client' });
    expect(await screen.findByRole('button', { name: 'Menu użytkownika: Anna Kowalska' })).toBeInTheDocument();
    await replace('Imię', 'Joanna');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(await screen.findByRole('button', { name: 'Menu użytkownika: Joanna Kowalska' })).toHaveTextContent(
      'Joanna Kowalska',
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { history } = renderApp('/editProfile', { role: 'Client' });
    await replace('Nazwisko', 'Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(await screen.findByRole('dialog', { name: 'Niezapisane zmiany' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opuść stronę' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
  });

  it('changes the e-mail by its own call, and shows the server’s refusal under the field', async () => {
    const { db, history } = renderApp('/editProfile', { role: 'Client' });
    await replace('Adres e-mail', 'piotr.nowak@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(async () =>
      expect(errorOf(await field('Adres e-mail'))).toBe('Ten adres e-mail jest już używany przez inne konto.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    await replace('Adres e-mail', 'anna.k@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(db.users.find((u) => u.id === ids.person.client)!.email).toBe('anna.k@example.pl');
  });

  it('removes the picture; a manager keeps their title and departments', async () => {
    const { db, history } = renderApp('/editProfile', { role: 'Manager', profile: { profileImageId: 5 } });
    db.profilePictures.push({
      id: 5,
      fileName: 'ja.jpg',
      contentType: 'image/jpeg',
      dataUrl: 'data:image/jpeg;base64,/9j/',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń zdjęcie' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Wybierz zdjęcie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourProfile'));
    expect(db.users.find((u) => u.id === ids.person.manager)).toMatchObject({
      profileImageId: null,
      managerTitle: { name: 'Senior Manager' },
      departments: [{ id: 1 }, { id: 2 }],
    });
    expect(db.profilePictures).toEqual([]);
  });

  it('checks the fields before sending: the postal code in Polish', async () => {
    const { db } = renderApp('/editProfile', { role: 'Client' });
    await replace('Kod pocztowy', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(errorOf(await field('Kod pocztowy'))).toBe('Podaj kod pocztowy w formacie NN-NNN, np. 00-950');
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(db.users.find((u) => u.id === ids.person.client)!.addressOfResidence!.postalCode).toBe('00-514');
  });
});
