import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi } from '@/testing/demo-api';
import { errorOf } from '@/testing/fields';
import { fileText, spyOnFiles } from '@/testing/files';
import { renderOnPages } from '@/testing/render';
import { server } from '@/testing/server';
import { LeasingSurveyTab } from './LeasingSurveyTab';

const api = demoApi({ as: 'Admin' });
const { client, newClient } = ids.person;

/** The tab alone on a bare page (its guard needs a router), over a fresh query client: what a reload gives. */
const renderTab = (clientId: number) =>
  renderOnPages(
    { '/': () => <LeasingSurveyTab clientId={clientId} /> },
    { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );

/** A section's accordion control ("2. Firma" and its state) and its form, once the survey is shown. */
const control = async (title: string) =>
  screen.findByRole('button', { name: new RegExp(`^\\d\\. ${title}`) }, { timeout: 5000 });
const sectionForm = (title: string) => screen.getByRole('form', { name: title });
async function open(title: string) {
  const button = await control(title);
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
  return sectionForm(title);
}
const save = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Zapisz sekcję' }));
const storedSurvey = (clientId: number) => api.db.leasingSurveys.find((s) => s.userId === clientId);

describe('LeasingSurveyTab', { timeout: 30_000 }, () => {
  it('shows the saved survey: every section saved, its values in the fields, enumerations in Polish', async () => {
    renderTab(client);
    expect(await screen.findByText('Zapisane sekcje: 8 z 8', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await control('Wspólnicy')).toHaveTextContent('Zapisano');
    const company = await open('Firma');
    expect(within(company).getByRole('textbox', { name: 'NIP' })).toHaveValue('8522601004');
    expect(within(company).getByRole('combobox', { name: 'Forma prawna' })).toHaveValue(
      'Spółka z ograniczoną odpowiedzialnością',
    );
    const shareholders = await open('Wspólnicy');
    expect(within(shareholders).getByRole('textbox', { name: 'Imię i nazwisko lub nazwa wspólnika 2' })).toHaveValue(
      'Tomasz Kowalski',
    );
    expect(within(shareholders).getByText('Suma udziałów: 100%')).toBeInTheDocument();
  });

  it('saves one section without losing what is typed in another, and the saved values are back after a reload', async () => {
    const shown = vi.spyOn(notifications, 'show');
    renderTab(newClient);
    // nothing saved yet: the first section is open
    expect(await control('Podstawowe informacje')).toHaveAttribute('aria-expanded', 'true');
    expect(await control('Firma')).toHaveTextContent('Do uzupełnienia');
    const company = await open('Firma');
    await userEvent.type(within(company).getByRole('textbox', { name: 'Nazwa firmy' }), 'Nowa Firma sp. z o.o.');
    expect(await control('Firma')).toHaveTextContent('Niezapisane zmiany');

    const basic = sectionForm('Podstawowe informacje');
    await userEvent.type(within(basic).getByRole('textbox', { name: 'Przedmiot leasingu' }), 'Koparka gąsienicowa');
    await userEvent.type(within(basic).getByRole('textbox', { name: 'Wartość netto' }), '250000');
    await userEvent.type(within(basic).getByRole('textbox', { name: 'Okres leasingu (miesiące)' }), '60');
    await userEvent.click(within(basic).getByRole('radio', { name: 'Używany' }));
    await save(basic);

    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Zapisano sekcję „Podstawowe informacje”.' }),
      ),
    );
    expect(storedSurvey(newClient)?.basicInfo).toEqual({
      subject: 'Koparka gąsienicowa',
      value: 250000,
      isNew: false,
      periodMonths: 60,
      downPaymentPercent: null,
      purpose: null,
    });
    expect(storedSurvey(newClient)?.company).toBeNull();
    await waitFor(async () => expect(await control('Podstawowe informacje')).toHaveTextContent('Zapisano'));
    expect(screen.getByText('Zapisane sekcje: 1 z 8')).toBeInTheDocument();
    // the survey reloaded after the save: the company typed and not saved is still there
    expect(within(sectionForm('Firma')).getByRole('textbox', { name: 'Nazwa firmy' })).toHaveValue(
      'Nowa Firma sp. z o.o.',
    );
    expect(await control('Firma')).toHaveTextContent('Niezapisane zmiany');

    // a reload: the saved section comes back from the server
    cleanup();
    renderTab(newClient);
    const reloaded = await open('Podstawowe informacje');
    expect(within(reloaded).getByRole('textbox', { name: 'Przedmiot leasingu' })).toHaveValue('Koparka gąsienicowa');
    expect(within(reloaded).getByRole('textbox', { name: 'Wartość netto' })).toHaveValue('250 000 zł');
    expect(within(reloaded).getByRole('radio', { name: 'Używany' })).toBeChecked();
  });

  it('checks the NIP, REGON and KRS in the browser, in Polish, keeping what was typed; nothing is sent', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(request.url);
    });
    renderTab(newClient);
    const company = await open('Firma');
    const field = (name: string) => within(company).getByRole('textbox', { name });
    await userEvent.type(field('Nazwa firmy'), 'Nowa Firma');
    await userEvent.type(field('NIP'), '5213017459');
    await userEvent.type(field('REGON'), '381071371');
    await userEvent.type(field('KRS'), '912345');
    await save(company);
    expect(await within(company).findByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(errorOf(field('NIP'))).toBe('Nieprawidłowy numer NIP');
    expect(errorOf(field('REGON'))).toBe('Nieprawidłowy numer REGON');
    expect(errorOf(field('KRS'))).toBe('Numer KRS ma 10 cyfr');
    expect(field('NIP')).toHaveValue('5213017459');
    expect(sent).toEqual([]);

    // corrected (typed with dashes), it is saved as ten digits
    await userEvent.clear(field('NIP'));
    await userEvent.type(field('NIP'), '521-301-74-58');
    await userEvent.clear(field('REGON'));
    await userEvent.clear(field('KRS'));
    await save(company);
    await waitFor(() => expect(storedSurvey(newClient)?.company?.nip).toBe('5213017458'));
    server.events.removeAllListeners();
  });

  it('adds and removes labelled rows, shows the shareholders’ running sum and refuses more than 100 %', async () => {
    renderTab(newClient);
    const shareholders = await open('Wspólnicy');
    const add = within(shareholders).getByRole('button', { name: 'Dodaj wspólnika' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    const row = (label: string, n: number) =>
      within(shareholders).getByRole('textbox', { name: `${label} wspólnika ${n}` });
    await userEvent.type(row('Imię i nazwisko lub nazwa', 1), 'Anna Nowak');
    await userEvent.type(row('Udział', 1), '60');
    await userEvent.type(row('Imię i nazwisko lub nazwa', 2), 'Holding SA');
    await userEvent.click(within(shareholders).getByRole('checkbox', { name: 'Osoba fizyczna (wspólnik 2)' }));
    await userEvent.type(row('Udział', 2), '50');
    await userEvent.click(within(shareholders).getByRole('button', { name: 'Usuń wspólnika 3' }));
    expect(within(shareholders).queryByText('Wspólnik 3')).not.toBeInTheDocument();
    expect(within(shareholders).getByText('Suma udziałów: 110%')).toBeInTheDocument();

    await save(shareholders);
    expect(
      await within(shareholders).findByText('Udziały wspólników sumują się do więcej niż 100%'),
    ).toBeInTheDocument();
    expect(storedSurvey(newClient)).toBeUndefined();

    await userEvent.clear(row('Udział', 2));
    await userEvent.type(row('Udział', 2), '40');
    expect(within(shareholders).getByText('Suma udziałów: 100%')).toBeInTheDocument();
    await save(shareholders);
    await waitFor(() =>
      expect(storedSurvey(newClient)?.shareholders).toEqual([
        { name: 'Anna Nowak', isNaturalPerson: true, sharePercent: 60 },
        { name: 'Holding SA', isNaturalPerson: false, sharePercent: 40 },
      ]),
    );
    expect(await control('Wspólnicy')).toHaveTextContent('Zapisano');
  });

  it('shows the server’s 400 on the section, under the field it names, with the values kept', async () => {
    server.use(
      http.post('*/api/ApplicationUser/leasingSurvey/:id/clients', () =>
        HttpResponse.json(
          {
            title: 'Nieprawidłowe dane',
            status: 400,
            errors: { 'clients[0].nip': ['Ten NIP jest wykreślony z rejestru'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderTab(client);
    const clients = await open('Klienci');
    const nip = within(clients).getByRole('textbox', { name: 'NIP klienta 1' });
    await userEvent.clear(nip);
    await userEvent.type(nip, '8943015628');
    await save(clients);
    await waitFor(() => expect(errorOf(nip)).toBe('Ten NIP jest wykreślony z rejestru'));
    expect(within(clients).getByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(nip).toHaveValue('8943015628');
    expect(await control('Klienci')).toHaveTextContent('Niezapisane zmiany');
  });

  it('downloads the survey as a PDF', async () => {
    const files = spyOnFiles();
    renderTab(client);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pobierz PDF ankiety leasingowej' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(files.saved.map((file) => file.download)).toEqual(['ankieta-leasingowa-101.pdf']));
    const pdf = await fileText(files.blobs.at(-1)!);
    expect(pdf).toMatch(/^%PDF-1\.4/);
    expect(pdf).toContain('Ankieta leasingowa');
  });

  it('says so when the client cannot be read', async () => {
    api.actAs(ids.person.businessDirector);
    renderTab(client);
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
