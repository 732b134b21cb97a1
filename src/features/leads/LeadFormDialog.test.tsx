import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj lead' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Nowy lead' });
};
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const optionsOf = async (dialog: HTMLElement, name: RegExp) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
};

describe('adding and editing a lead', { timeout: 30_000 }, () => {
  it('fills the company from the register by NIP; the manager is the sales person; only active sources', async () => {
    const { db } = renderApp('/leads', { role: 'Manager' });
    const dialog = await openAdd();
    await userEvent.type(field(dialog, /^Imię/), 'Ola');
    await userEvent.type(field(dialog, /^Nazwisko/), 'Nordvik');
    await userEvent.type(field(dialog, /^NIP/), ids.registerCompany.newLead);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pobierz z rejestru' }));
    expect(await within(dialog).findByText('Znaleziono w rejestrze: Nordvik Okna sp. z o.o.')).toBeInTheDocument();
    expect(field(dialog, /^Nazwa firmy/)).toHaveValue('Nordvik Okna sp. z o.o.');
    expect(within(dialog).getByRole('combobox', { name: 'Forma prawna' })).toHaveValue(
      'Spółka z ograniczoną odpowiedzialnością',
    );
    // typed before the lookup: kept
    expect(field(dialog, /^Imię/)).toHaveValue('Ola');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Sprzedawca' })).toHaveValue('Katarzyna Wiśniewska'),
    );

    const sources = await optionsOf(dialog, /^Źródło leadu/);
    expect(sources).toContain('LinkedIn');
    expect(sources).not.toContain(expect.stringContaining('Targi Energetyczne'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowy lead' })).not.toBeInTheDocument());
    expect(db.leads.at(-1)).toMatchObject({
      firstName: 'Ola',
      lastName: 'Nordvik',
      nip: ids.registerCompany.newLead,
      companyName: 'Nordvik Okna sp. z o.o.',
      companyLegalForm: 'SpZoo',
      salesId: ids.person.manager,
      outcome: 'None',
    });
  });

  it('says in Polish when the register does not know the NIP, and checks the NIP before asking', async () => {
    const { db } = renderApp('/leads', { role: 'Manager' });
    const dialog = await openAdd();
    await userEvent.type(field(dialog, /^Nazwa firmy/), 'Moja firma');
    await userEvent.type(field(dialog, /^NIP/), '526-104-08-28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pobierz z rejestru' }));
    expect(await within(dialog).findByText('Nie znaleziono firmy o tym numerze NIP.')).toBeInTheDocument();
    expect(field(dialog, /^Nazwa firmy/)).toHaveValue('Moja firma');

    await userEvent.clear(field(dialog, /^NIP/));
    await userEvent.type(field(dialog, /^NIP/), '1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pobierz z rejestru' }));
    expect(await within(dialog).findByText('Nieprawidłowy numer NIP')).toBeInTheDocument();
    expect(within(dialog).queryByText('Nie znaleziono firmy o tym numerze NIP.')).not.toBeInTheDocument();

    // the form refuses it too, and the required names, keeping what was typed
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(field(dialog, /^NIP/)).toHaveValue('1234567890');
    expect(db.leads).toHaveLength(40);
  });

  it('/leads?add=<nip> opens the form with the NIP looked up (the registers lookup’s "Utwórz lead")', async () => {
    const { history } = renderApp(`/leads?add=${ids.registerCompany.closed}`, { role: 'Admin' });
    const dialog = await screen.findByRole('dialog', { name: 'Nowy lead' }, { timeout: 5000 });
    expect(field(dialog, /^NIP/)).toHaveValue(ids.registerCompany.closed);
    expect(await within(dialog).findByText(/Działalność zakończona 2025-06-30/)).toBeInTheDocument();
    expect(field(dialog, /^Nazwa firmy/)).toHaveValue('Transbud Kaczor sp. z o.o. w likwidacji');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('an edited lead keeps showing its inactive source, and saves its changes', async () => {
    const { db } = renderApp('/leads?search=solarpol', { role: 'Admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Akcje: Tomasz Kaczmarek' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja leadu' });
    const source = await within(dialog).findByRole('combobox', { name: /^Źródło leadu/ });
    expect(source).toHaveValue('Targi Energetyczne 2025 (nieaktywne)');
    await userEvent.clear(field(dialog, /^Notatki/));
    await userEvent.type(field(dialog, /^Notatki/), 'Wrócił po leasing.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(db.leads.find((l) => l.id === ids.lead.fromInactiveSource)).toMatchObject({
        notes: 'Wrócił po leasing.',
        leadSourceId: 5,
      }),
    );
  });
});
