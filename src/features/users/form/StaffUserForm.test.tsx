import { getUpdateApplicationUserMockHandler } from '@portal/sdk/mocks/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import { field, replace } from '@/testing/fields';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const { client, manager, patron, expertOwner } = ids.person;

/** A client none of whose cases the demo manager looks after. */
const notTheManagers = () => {
  const seed = createSeed();
  return seed.users.find(
    (u) =>
      u.roles.includes('Client') &&
      !u.isDeleted &&
      !seed.cases.some((c) => c.clientId === u.id && c.managers.some((m) => m.id === manager)),
  )!;
};

async function fillNewPerson(first: string, last: string, email: string) {
  await userEvent.type(await field('Imię'), first);
  await userEvent.type(await field('Nazwisko'), last);
  await userEvent.type(await field('Adres e-mail'), email);
}

const created = (email: string) =>
  `Utworzono konto: Ewa Nowa. Na adres ${email} wysłaliśmy e-mail z linkiem aktywacyjnym.`;

describe('a manager’s client form', { timeout: 60_000 }, () => {
  it('/managerClients/create: a client, the role fixed; to the new client’s page with the notice and the e-mail', async () => {
    const { db, history } = renderApp('/managerClients/create', { role: 'Manager' });
    await heading('Nowy klient');
    const role = await field('Role');
    expect(role).toHaveValue('Klient');
    expect(role).toHaveAttribute('readonly');
    // what only the administrator gives is not here
    for (const name of ['Departamenty', 'Opiekun', 'Stanowisko', 'Wielkość firmy klienta'])
      expect(screen.queryByRole('combobox', { name })).toBeNull();
    await fillNewPerson('Ewa', 'Nowa', 'ewa.nowa@example.pl');
    await userEvent.type(await field('Telefon'), '+48 600 100 200');
    await userEvent.type(await field('Ulica'), 'ul. Długa');
    await userEvent.type(await field('Numer domu'), '5');
    await userEvent.type(await field('Kod pocztowy'), '31-147');
    await userEvent.type(await field('Miejscowość'), 'Kraków');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    const user = await waitFor(() => db.users.find((u) => u.email === 'ewa.nowa@example.pl')!);
    await waitFor(() => expect(history.location.pathname).toBe(`/managerClients/${user.id}`));
    await expectSavedNotice(created('ewa.nowa@example.pl'));
    expect(user).toMatchObject({
      roles: ['Client'],
      status: 'NotConfirmed',
      patronId: null,
      createdById: manager,
      // all the first-login data given: no wizard at the first sign-in
      isFirstLoginDataFilled: true,
      mailingAddress: { city: 'Kraków' },
    });
    expect(db.mails.at(-1)).toMatchObject({ to: 'ewa.nowa@example.pl', link: expect.stringMatching(/^\/activate\?/) });
  });

  it('/managerClients/{id}/edit: a client of their cases; reopened after a save, both changes kept', async () => {
    const { db, history } = renderApp(`/managerClients/${client}/edit`, { role: 'Manager' });
    await heading('Edycja klienta');
    expect(await field('Role')).toHaveValue('Klient');
    expect(await field('Adres e-mail')).toHaveAccessibleDescription(
      'Adres e-mail zmienia administrator, przyciskiem „Zmień e-mail” na stronie szczegółów użytkownika.',
    );
    await replace('Telefon', '+48 600 999 111');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/managerClients/${client}`));
    await expectSavedNotice('Zapisano zmiany: Anna Kowalska.');
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe(`/managerClients/${client}/edit`));
    expect(await field('Telefon')).toHaveValue('+48 600 999 111');
    await replace('Miejscowość', 'Sopot');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/managerClients/${client}`));
    const saved = db.users.find((u) => u.id === client)!;
    expect(saved).toMatchObject({ phoneNumber: '+48 600 999 111', addressOfResidence: { city: 'Sopot' } });
    // what the administrator gave stays
    expect(saved).toMatchObject({ roles: ['Client'], patronId: patron });
  });

  it('a client not of their cases: the refusal (403) is said in place of the form, nothing crashes', async () => {
    const other = notTheManagers();
    renderApp(`/managerClients/${other.id}/edit`, { role: 'Manager' });
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Telefon' })).toBeNull();
  });

  it('a save the server refuses (403) is said above the buttons; the form stays with what was typed', async () => {
    const { db, history } = renderApp(`/managerClients/${client}/edit`, {
      role: 'Manager',
      handlers: [
        getUpdateApplicationUserMockHandler(() => {
          throw HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 });
        }),
      ],
    });
    await heading('Edycja klienta');
    const before = db.users.find((u) => u.id === client)!.phoneNumber;
    await replace('Telefon', '+48 600 000 001');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Nie masz uprawnień, aby zapisać dane tego użytkownika.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe(`/managerClients/${client}/edit`);
    expect(await field('Telefon')).toHaveValue('+48 600 000 001');
    expect(db.users.find((u) => u.id === client)!.phoneNumber).toBe(before);
  });
});

describe('a patron’s client form', { timeout: 60_000 }, () => {
  it('/patronClients/create: the new client gets the patron; to the client’s page', async () => {
    const { db, history } = renderApp('/patronClients/create', { role: 'Patron' });
    await heading('Nowy podopieczny');
    expect(await field('Role')).toHaveAccessibleDescription('Zostaniesz opiekunem nowego klienta.');
    await fillNewPerson('Ewa', 'Nowa', 'ewa.podopieczna@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    const user = await waitFor(() => db.users.find((u) => u.email === 'ewa.podopieczna@example.pl')!);
    await waitFor(() => expect(history.location.pathname).toBe(`/patronClients/${user.id}`));
    await expectSavedNotice(created('ewa.podopieczna@example.pl'));
    expect(user).toMatchObject({ roles: ['Client'], patronId: patron, patron: { id: patron } });
    // name and e-mail only: the rest waits for the first sign-in
    expect(user.isFirstLoginDataFilled).toBe(false);
    expect(db.mails.at(-1)!.to).toBe('ewa.podopieczna@example.pl');
  });

  it('/patronClients/{id}/edit: their client’s data saved; to the client’s page', async () => {
    const { db, history } = renderApp(`/patronClients/${client}/edit`, { role: 'Patron' });
    await heading('Edycja podopiecznego');
    await replace('Nazwisko', 'Kowalska-Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/patronClients/${client}`));
    expect(db.users.find((u) => u.id === client)).toMatchObject({ lastName: 'Kowalska-Nowak', patronId: patron });
  });
});

describe('an expert owner’s employee form', { timeout: 60_000 }, () => {
  it('/expertEmployees/create: an expert employee of the owner; to the owner’s team', async () => {
    const { db, history } = renderApp('/expertEmployees/create', { role: 'ExpertOwner' });
    await heading('Nowy ekspert');
    const role = await field('Role');
    expect(role).toHaveValue('Ekspert-pracownik');
    expect(role).toHaveAccessibleDescription('Nowy ekspert zostanie przypisany do Twojego zespołu.');
    await fillNewPerson('Ewa', 'Nowa', 'ewa.ekspert@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    await waitFor(() => expect(history.location.pathname).toBe('/yourExpertEmployees'));
    await expectSavedNotice(created('ewa.ekspert@example.pl'));
    expect(db.users.find((u) => u.email === 'ewa.ekspert@example.pl')).toMatchObject({
      roles: ['ExpertEmployee'],
      expertOwnerId: expertOwner,
      status: 'NotConfirmed',
    });
    expect(db.mails.at(-1)!.to).toBe('ewa.ekspert@example.pl');
  });

  it('is the expert owner’s: a manager goes to the main page', async () => {
    const { history } = renderApp('/expertEmployees/create', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
