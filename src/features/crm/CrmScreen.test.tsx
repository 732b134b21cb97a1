import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { fileText, spyOnFiles } from '@/testing/files';
import { bodyRows, eventually, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const { client, otherClient, itConsultingClient } = ids.person;
/** Ewa Dąbrowska, a client of manager 103 with no potential saved. */
const dabrowska = 111;
/** Paweł Kozłowski, a client of other managers' cases only (not the demo manager's). */
const kozlowski = 114;

// the first screen of a test loads lazily: a machine under load needs time
const wait = { timeout: 5000 };
const table = () => screen.findByRole('table', { name: 'Klienci' }, wait);
const names = async () => bodyRows(await table()).map((row) => within(row).getAllByRole('link')[0].textContent);
const choose = async (label: RegExp | string, option: string, inside: HTMLElement = document.body) => {
  await userEvent.click(await within(inside).findByRole('combobox', { name: label }, wait));
  await userEvent.click(await screen.findByRole('option', { name: option }, wait));
};
const cardHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, wait);
const tab = (name: string) => screen.findByRole('tab', { name }, wait);

describe('the CRM’s clients', { timeout: 30_000 }, () => {
  it('an administrator sees every client, with contact, size, patron and leads', async () => {
    renderApp('/crm', { role: 'Admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'CRM' }, wait)).toBeInTheDocument();
    await eventually(async () => expect(await names()).toContain('Paweł Kozłowski'));
    expect(await names()).toContain('Anna Kowalska');
    const mazur = (await within(await table()).findByRole('link', { name: 'Karta klienta: Jan Mazur' })).closest('tr')!;
    const cells = within(mazur as HTMLElement).getAllByRole('cell');
    expect(within(cells[1]).getByRole('link', { name: 'jan.mazur@example.pl' })).toHaveAttribute(
      'href',
      'mailto:jan.mazur@example.pl',
    );
    expect(cells[2]).toHaveTextContent('10–50 osób');
    expect(cells[3]).toHaveTextContent('Piotr Nowak');
    // the leads of the client, counted from the leads the administrator sees
    await eventually(() => expect(cells[4].textContent).toMatch(/^\d+$/));
    expect(within(mazur as HTMLElement).getByRole('link', { name: 'Karta klienta: Jan Mazur' })).toHaveAttribute(
      'href',
      `/crm?client=${otherClient}`,
    );
  });

  it('a manager sees the clients they look after only, searched in the address', async () => {
    const { router } = renderApp('/crm', { role: 'Manager' });
    await eventually(async () =>
      expect(await names()).toEqual([
        'Ewa Dąbrowska',
        'Anna Kowalska',
        'Jan Mazur',
        'Natalia Piotrowska',
        'Krzysztof Szymański',
        'Joanna Woźniak',
      ]),
    );
    expect(screen.getByText('Liczba klientów: 6')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'mazur');
    await eventually(() => expect(searchOf(router)).toEqual({ search: 'mazur' }));
    await eventually(async () => expect(await names()).toEqual(['Jan Mazur']));
  });
});

describe('the client card', { timeout: 30_000 }, () => {
  it('opens from the list with its tabs, the tab in the address', async () => {
    const { router } = renderApp('/crm', { role: 'Manager' });
    await userEvent.click(await within(await table()).findByRole('link', { name: 'Karta klienta: Anna Kowalska' }));
    expect(await cardHeading('Anna Kowalska')).toBeInTheDocument();
    expect(searchOf(router)).toEqual({ client });
    expect(await tab('Potencjał sprzedażowy')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Szczegóły klienta' })).toHaveAttribute(
      'href',
      `/managerClients/${client}`,
    );
    // the saved potential fills the form
    await eventually(() =>
      expect(screen.getByRole('combobox', { name: 'Wykształcenie' })).toHaveValue('Wyższe magisterskie'),
    );
    expect(screen.getByRole('textbox', { name: 'Roczny przychód' })).toHaveValue('1 850 000 zł');
    await userEvent.click(await tab('Sprawy'));
    await eventually(() => expect(searchOf(router)).toEqual({ client, tab: 'sprawy' }));
    const cases = await screen.findByRole('table', { name: 'Sprawy klienta' }, wait);
    expect(bodyRows(cases).length).toBeGreaterThan(0);
    expect(within(cases).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/managerClientsCases\/\d+$/);
    await userEvent.click(screen.getByRole('link', { name: 'Wszyscy klienci' }));
    await eventually(() => expect(searchOf(router)).toEqual({}));
  });

  it('opens at the tab of the address', async () => {
    renderApp(`/crm?client=${otherClient}&tab=ksiegowy`, { role: 'Manager' });
    expect(await cardHeading('Jan Mazur')).toBeInTheDocument();
    expect(await tab('Potencjał księgowy')).toHaveAttribute('aria-selected', 'true');
    await eventually(() => expect(screen.getByRole('textbox', { name: 'Dokumenty miesięcznie' })).toHaveValue('650'));
    expect(screen.getByRole('combobox', { name: 'Rodzaj księgowości' })).toHaveValue('Pełna księgowość');
    expect(screen.getByRole('combobox', { name: 'Płatnik VAT' })).toHaveValue('Tak');
  });

  it('shows the client’s leads on the leads table, and the leasing survey, each from the address', async () => {
    const { db, router } = renderApp(`/crm?client=${otherClient}&tab=leady`, { role: 'Admin' });
    expect(await tab('Leady')).toHaveAttribute('aria-selected', 'true');
    const leads = await screen.findByRole('table', { name: 'Leady klienta' }, wait);
    const own = db.leads.filter((lead) => lead.clientId === otherClient);
    expect(own.length).toBeGreaterThan(0);
    await eventually(() => expect(bodyRows(leads)).toHaveLength(own.length));
    await userEvent.click(await tab('Ankieta leasingowa'));
    await eventually(() => expect(searchOf(router)).toEqual({ client: otherClient, tab: 'leasing' }));
    expect(await screen.findByRole('heading', { name: 'Ankieta leasingowa' }, wait)).toBeInTheDocument();
  });

  it('a client the manager does not look after is refused in place', async () => {
    renderApp(`/crm?client=${kozlowski}`, { role: 'Manager' });
    expect(await screen.findByText('Brak dostępu', {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('the potentials', { timeout: 30_000 }, () => {
  it('a sales potential is saved from empty', async () => {
    const { db } = renderApp(`/crm?client=${dabrowska}`, { role: 'Manager' });
    expect(await screen.findByText(/Nic jeszcze nie zapisano/, {}, wait)).toBeInTheDocument();
    await choose('Profil klienta', 'Mikroprzedsiębiorca');
    await choose('Wykształcenie', 'Średnie');
    await userEvent.type(screen.getByRole('textbox', { name: 'Roczny przychód' }), '380000');
    await choose(/Produkty, którymi klient jest zainteresowany/, 'Kadry i płace');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await expectSavedNotice('Zapisano potencjał sprzedażowy klienta.');
    expect(db.clientPotentials.find((p) => p.userId === dabrowska)).toMatchObject({
      clientProfile: 'MicroEntrepreneur',
      education: 'Secondary',
      annualRevenue: 380000,
      interestedProductIds: [ids.product.payroll],
      createdById: ids.person.manager,
    });
    expect(await screen.findByText(/Ostatnio zapisano/, {}, wait)).toBeInTheDocument();
  });

  it('a refused save keeps the values and names the field', async () => {
    renderApp(`/crm?client=${itConsultingClient}`, {
      role: 'Admin',
      handlers: [
        http.post('*/api/ApplicationUser/clientPotential', () =>
          HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { annualRevenue: ['Przychód jest nierealny.'] } },
            { status: 400 },
          ),
        ),
      ],
    });
    const revenue = await screen.findByRole('textbox', { name: 'Roczny przychód' }, wait);
    await eventually(() => expect(revenue).toHaveValue('420 000 zł'));
    await userEvent.clear(revenue);
    await userEvent.type(revenue, '999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Przychód jest nierealny.', {}, wait)).toBeInTheDocument();
    expect(screen.getByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(revenue).toHaveValue('999 999 999 zł');
  });

  it('an accounting potential is saved; its PDF waits for the first save, then downloads', async () => {
    const files = spyOnFiles();
    const { db } = renderApp(`/crm?client=${dabrowska}&tab=ksiegowy`, { role: 'Manager' });
    const pdf = await screen.findByRole('button', { name: 'Pobierz PDF potencjału księgowego: Ewa Dąbrowska' }, wait);
    expect(pdf).toBeDisabled();
    await choose('Rodzaj księgowości', 'Ryczałt ewidencjonowany');
    await choose('Transakcje zagraniczne', 'Nie');
    await userEvent.type(screen.getByRole('textbox', { name: 'Dokumenty miesięcznie' }), '30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Przewidywana opłata miesięczna (netto)' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await expectSavedNotice('Zapisano potencjał księgowy klienta.');
    expect(db.accountingPotentials.find((p) => p.userId === dabrowska)).toMatchObject({
      accountingKind: 'R',
      hasForeignTransactions: false,
      isVatPayer: null,
      monthlyDocumentCount: 30,
      estimatedMonthlyFee: 500,
    });
    const enabled = await screen.findByRole('button', { name: 'Pobierz PDF potencjału księgowego: Ewa Dąbrowska' });
    await waitFor(() => expect(enabled).toBeEnabled());
    await userEvent.click(enabled);
    await waitFor(() => expect(files.saved).toHaveLength(1), wait);
    expect(files.saved[0].download).toBe(`potencjal-ksiegowy-${dabrowska}.pdf`);
    const text = await fileText(files.blobs[0]);
    expect(text).toMatch(/^%PDF-1\.4/);
    expect(text).toContain('Klient: Ewa D');
    expect(text).toContain('500,00');
  });
});

describe('Vetro', { timeout: 30_000 }, () => {
  it('an administrator links a client, then changes the link', async () => {
    const { db } = renderApp(`/crm?client=${itConsultingClient}&tab=vetro`, { role: 'Admin' });
    expect(await screen.findByText('Klient nie jest powiązany z kontem w Vetro.', {}, wait)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Powiąż z Vetro' }));
    expect(await screen.findByText('To pole jest wymagane', {}, wait)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Identyfikator klienta w Vetro/ }), 'VTR-2026-00999');
    await userEvent.click(screen.getByRole('button', { name: 'Powiąż z Vetro' }));
    await expectSavedNotice('Powiązano klienta z kontem w Vetro.');
    const user = () => db.users.find((u) => u.id === itConsultingClient)!;
    expect(user().vetro).toMatchObject({ vetroClientId: 'VTR-2026-00999', isEnabled: true });
    // now linked: the form changes it (PUT)
    const active = await screen.findByRole('checkbox', { name: 'Powiązanie aktywne' }, wait);
    await userEvent.click(active);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await expectSavedNotice('Zmieniono powiązanie klienta z Vetro.');
    expect(user().vetro).toMatchObject({ vetroClientId: 'VTR-2026-00999', isEnabled: false });
  });

  it('a manager reads the link, and cannot change it', async () => {
    renderApp(`/crm?client=${client}&tab=vetro`, { role: 'Manager' });
    const region = await screen.findByRole('region', { name: 'Powiązanie z Vetro' }, wait);
    expect(region).toHaveTextContent('VTR-2026-00418');
    expect(region).toHaveTextContent('Aktywne');
    expect(screen.queryByRole('textbox', { name: /Identyfikator klienta w Vetro/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Zapisz|Powiąż/ })).toBeNull();
  });
});

describe('a new lead for a client', { timeout: 30_000 }, () => {
  it('from the card: the product required, then the lead created for the client', async () => {
    const { db } = renderApp(`/crm?client=${itConsultingClient}`, { role: 'Manager' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nowy lead dla klienta' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy lead dla klienta' }, wait);
    expect(within(dialog).getByText('Klient: Krzysztof Szymański')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Źródło/ })).toHaveValue('Wewnętrzne');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Opis/ }), 'Pierwszy pracownik od stycznia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz lead' }));
    expect(await within(dialog).findByText('To pole jest wymagane')).toBeInTheDocument();
    await choose(/Produkt/, 'Kadry i płace', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz lead' }));
    await expectSavedNotice('Krzysztof Szymański: Kadry i płace', 'Utworzono lead');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.leads.at(-1)).toMatchObject({
      clientId: itConsultingClient,
      productId: ids.product.payroll,
      source: 'InHouse',
      salesId: ids.person.manager,
      notes: 'Pierwszy pracownik od stycznia',
      outcome: 'None',
    });
  });

  it('from the list: the client picked by name', async () => {
    const { db } = renderApp('/crm', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nowy lead dla klienta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy lead dla klienta' }, wait);
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Klient/ }), 'Mazur');
    await userEvent.click(await screen.findByRole('option', { name: /Jan Mazur/ }, wait));
    await choose(/Produkt/, 'Leasing pojazdów i maszyn', dialog);
    await choose(/Źródło/, 'Zewnętrzne', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz lead' }));
    await expectSavedNotice('Jan Mazur: Leasing pojazdów i maszyn', 'Utworzono lead');
    expect(db.leads.at(-1)).toMatchObject({ clientId: otherClient, source: 'External', salesId: null });
  });
});
