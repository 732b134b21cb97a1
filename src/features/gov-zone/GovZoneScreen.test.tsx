import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { register } from '@/mocks/regon/register';
import { eventually, searchOf, termsIn } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { surveyCompanyOf } from './AssignToClientDialog';

const { newLead, closed } = ids.registerCompany;
/** A NIP with a valid check digit that the register does not know. */
const UNKNOWN_NIP = '1234563218';

const nipField = () => screen.findByRole('textbox', { name: /NIP/ }, { timeout: 5000 });
const lookUp = async (typed: string) => {
  await userEvent.type(await nipField(), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
};
const company = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('the registers lookup', { timeout: 30_000 }, () => {
  it('finds a company by a NIP typed with dashes; the NIP goes to the address', async () => {
    const { router } = renderApp('/govZone', { role: 'Manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Strefa urzędowa' })).toBeInTheDocument();
    await lookUp('525-027-21-10');
    const found = await company('Nordvik Okna sp. z o.o.');
    expect(searchOf(router)).toEqual({ nip: newLead });
    expect(within(found).getByText('Działalność aktywna')).toBeInTheDocument();
    expect(await termsIn('Nordvik Okna sp. z o.o.')).toEqual({
      NIP: newLead,
      REGON: '658185464',
      KRS: '0000987654',
      'Forma prawna': 'Spółka z ograniczoną odpowiedzialnością',
      'Adres siedziby': 'ul. Postępu 1402-676 Warszawa',
      'Przeważająca działalność (PKD)': '16.23.Z',
      'Data rozpoczęcia działalności': '2021-04-12',
      'Data zakończenia działalności': 'Nie podano',
    });
  });

  it('shows the company of the NIP in the address at once (a reload keeps the result)', async () => {
    renderApp(`/govZone?nip=${newLead}`, { role: 'Admin' });
    expect(await company('Nordvik Okna sp. z o.o.')).toBeInTheDocument();
    expect(await nipField()).toHaveValue(newLead);
  });

  it('marks a closed business, with its end date', async () => {
    renderApp(`/govZone?nip=${closed}`, { role: 'Admin' });
    const { name, endDate } = register.find((c) => c.nip === closed)!;
    const found = await company(name);
    expect(within(found).getByText('Działalność zakończona')).toBeInTheDocument();
    expect(endDate).toBeTruthy();
    expect((await termsIn(name))['Data zakończenia działalności']).toBe(endDate);
  });

  it('says so in the server’s words when no company has the NIP', async () => {
    renderApp('/govZone', { role: 'Manager' });
    await lookUp(UNKNOWN_NIP);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Nie znaleziono firmy o tym numerze NIP',
    );
    expect(screen.queryByRole('button', { name: 'Utwórz lead' })).not.toBeInTheDocument();
  });

  it('refuses a NIP whose check digit fails before sending it, keeping what was typed', async () => {
    let asked = 0;
    const { router } = renderApp('/govZone', {
      role: 'Manager',
      handlers: [http.get('*/api/Regon/nip', () => void (asked += 1))],
    });
    await lookUp('525-027-21-11');
    const field = await nipField();
    expect(field).toHaveAccessibleDescription(/Nieprawidłowy numer NIP/);
    expect(field).toHaveValue('525-027-21-11');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(field).toHaveAccessibleDescription(/To pole jest wymagane/);
    expect(searchOf(router).nip).toBeUndefined();
    expect(asked).toBe(0);
  });

  it('"Utwórz lead" opens the leads with the NIP to add', async () => {
    const { router } = renderApp(`/govZone?nip=${newLead}`, { role: 'Manager' });
    await userEvent.click(await screen.findByRole('link', { name: 'Utwórz lead' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    expect(String(searchOf(router).add)).toBe(newLead);
  });

  it('"Przypisz do klienta" saves the company as the company part of the client’s leasing survey', async () => {
    const { db } = renderApp(`/govZone?nip=${newLead}`, { role: 'Admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Przypisz do klienta' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Przypisz firmę do klienta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przypisz' }));
    const client = within(dialog).getByRole('combobox', { name: /Klient/ });
    expect(client).toHaveAccessibleDescription(/To pole jest wymagane/);

    await userEvent.type(client, 'Mazur');
    await userEvent.click(await screen.findByRole('option', { name: /Jan Mazur/ }));
    // the client's survey names another company: it is replaced
    expect(await within(dialog).findByText(/ma już firmę Mazur Transport sp\. z o\.o\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przypisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const notice = await screen.findByRole('status', { name: /przypisano do klienta Jan Mazur/ });
    expect(within(notice).getByRole('link', { name: 'Otwórz ankietę leasingową klienta' })).toHaveAttribute(
      'href',
      `/crm?client=${ids.person.otherClient}&tab=leasing`,
    );
    expect(db.leasingSurveys.find((s) => s.userId === ids.person.otherClient)?.company).toMatchObject({
      name: 'Nordvik Okna sp. z o.o.',
      nip: newLead,
      regon: '658185464',
      krs: '0000987654',
      legalForm: 'SpZoo',
      foundedAt: '2021-04-12',
      address: { city: 'Warszawa', postalCode: '02-676' },
    });
  });

  it('keeps what the register does not know when the survey names the same company', () => {
    const register = { nip: newLead, name: 'Nordvik Okna sp. z o.o.', startDate: '2021-04-12' };
    const kept = { name: 'Nordvik', nip: newLead, taxForm: 'Cit' as const, employeeCount: 12, industry: 'Okna' };
    expect(surveyCompanyOf(register, kept)).toMatchObject({ taxForm: 'Cit', employeeCount: 12, industry: 'Okna' });
    expect(surveyCompanyOf(register, { ...kept, nip: UNKNOWN_NIP })).not.toHaveProperty('taxForm');
  });

  it('says so in place when the server refuses (403)', async () => {
    renderApp(`/govZone?nip=${newLead}`, {
      role: 'Manager',
      handlers: [http.get('*/api/Regon/nip', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    await eventually(() =>
      expect(screen.getByText('Wygląda na to że nie masz dostępu do żądanego zasobu')).toBeInTheDocument(),
    );
  });
});
