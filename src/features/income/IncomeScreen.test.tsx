import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';
import { createEvents } from '@/mocks/events';
import { settlementIncomeHandlers } from '@/mocks/settlements/income';
import { exportCsv } from '@/testing/files';
import { eventually, firstCellTexts, plainSpaces, searchOf, termsIn } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { addSettlementsLike } from '@/testing/seed';

/**
 * The demo backend's income calls over a fresh seed (not registered in the demo backend yet, so each test brings
 * them); `change` edits that database first.
 */
function incomeBackend(change: (db: ReturnType<typeof createDb>) => void = () => {}) {
  const db = createDb(null);
  change(db);
  const requests: string[] = [];
  const recorder = http.get('*/api/Settlement/income*', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  });
  return { db, requests, handlers: [recorder, ...settlementIncomeHandlers({ db, events: createEvents() })] };
}

const table = (name = 'Przychody z rozliczeń') => screen.findByRole('table', { name }, { timeout: 5000 });
/** The invoice numbers of the table's rows, as shown. */
const invoiceNumbers = async () => firstCellTexts(await table());
/** The totals at the top: label → amount. */
const totals = () => termsIn('Podsumowanie przychodów');

const managersTotals = {
  'Kwota brutto': '30 405,60 zł',
  'Kwota netto': '24 720,00 zł',
  'Wypłacono Tobie': '550,00 zł',
  'Do wypłaty': '1522,00 zł',
  Prognoza: '400,00 zł',
};

describe('the staff member’s income (/income)', { timeout: 30_000 }, () => {
  it('lists the manager’s income newest first, with the totals of her share exact to the grosz', async () => {
    const backend = incomeBackend();
    renderApp('/income', { role: 'Manager', handlers: backend.handlers });
    expect(await screen.findByRole('heading', { name: 'Przychody', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(await totals()).toEqual(managersTotals);
    expect(screen.getByText('Liczba rozliczeń: 12')).toBeInTheDocument();
    const numbers = await invoiceNumbers();
    expect(numbers.slice(0, 3)).toEqual(['FV/2026/11/0141', 'FV/2026/11/0129', 'FV/2026/11/0125']);
    // the forecast, without an invoice or a date, comes last
    expect(numbers.at(-1)).toBe('Bez faktury');
    const row = within(await table())
      .getByText('FV/2026/10/0093')
      .closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => plainSpaces(cell.textContent)),
    ).toEqual([
      'Kredyt frankowy – pozew przeciwko bankowi',
      'Sprzedaż',
      '2026-10-22',
      '2460,00 zł',
      '2000,00 zł',
      'Wystawiono fakturę',
      // the share of an invoiced settlement is due ("Do wypłaty"), not a forecast
      'Wystawiono fakturę',
      '200,00 zł',
    ]);
    // the case leads to its income
    expect(within(row).getAllByRole('link', { name: 'Kredyt frankowy – pozew przeciwko bankowi' })[0]).toHaveAttribute(
      'href',
      `/income?caseId=${ids.case.loanLawsuit}`,
    );
    // one page and the whole list for the totals, both of the signed-in manager's own income
    expect(backend.requests).toEqual(
      expect.arrayContaining([
        '/api/Settlement/income?page=1&sortBy=issueDate&sortDirection=1&pageSize=20',
        '/api/Settlement/income?sortBy=issueDate&sortDirection=1&page=1&pageSize=200',
      ]),
    );
  });

  it('the search and the issue-date range filter the list and the totals, in the URL', async () => {
    const backend = incomeBackend();
    const { router } = renderApp('/income?from=2026-10-01&to=2026-10-31', {
      role: 'Manager',
      handlers: backend.handlers,
    });
    await eventually(async () =>
      expect((await invoiceNumbers()).sort()).toEqual([
        'FV/2026/10/0079',
        'FV/2026/10/0087',
        'FV/2026/10/0093',
        'FV/2026/10/0098',
      ]),
    );
    expect((await totals())['Kwota brutto']).toBe('8917,50 zł');
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Data wystawienia' })).toHaveTextContent(
      '2026-10-01 – 2026-10-31',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await eventually(() => expect(searchOf(router)).toEqual({}));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'mazur');
    await eventually(() => expect(searchOf(router)).toEqual({ search: 'mazur' }));
    await eventually(async () =>
      expect((await invoiceNumbers()).sort()).toEqual(['FV/2026/09/0115', 'FV/2026/10/0079', 'FV/2026/11/0122']),
    );
    await eventually(async () => expect((await totals())['Kwota brutto']).toBe('6519,00 zł'));
    expect(backend.requests.at(-1)).toContain('search=mazur');
  });

  it('a column header sorts the list, in the URL; again the other way', async () => {
    const { router } = renderApp('/income', { role: 'Manager', handlers: incomeBackend().handlers });
    await table();
    await userEvent.click(screen.getByRole('button', { name: /Kwota brutto/ }));
    // descending, the order an amount starts in and the list's default direction: left out of the address
    await eventually(() => expect(searchOf(router)).toEqual({ sortBy: 'grossAmount' }));
    await eventually(async () => expect((await invoiceNumbers())[0]).toBe('FV/2026/11/0125'));
    expect(screen.getByRole('columnheader', { name: /Kwota brutto/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Kwota brutto/ }));
    await eventually(() => expect(searchOf(router)).toEqual({ sortBy: 'grossAmount', sortDirection: 0 }));
    await eventually(async () => expect((await invoiceNumbers())[0]).toBe('FV/2026/11/0129'));
  });

  it('pages by 20, in the URL; the totals stay those of the whole list', async () => {
    // ten more invoices of the accounting case, which the manager sold
    const backend = incomeBackend((db) =>
      addSettlementsLike(db, settlementId(2), 10, (n) => ({
        invoiceNumber: `FV/2026/08/${String(n + 1).padStart(4, '0')}`,
        issueDate: '2026-08-31',
      })),
    );
    const { router } = renderApp('/income', { role: 'Manager', handlers: backend.handlers });
    expect(await invoiceNumbers()).toHaveLength(20);
    expect(screen.getByText('Liczba rozliczeń: 22')).toBeInTheDocument();
    expect((await totals())['Kwota brutto']).toBe('34 710,60 zł');
    await userEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await eventually(() => expect(searchOf(router)).toEqual({ page: 2 }));
    await eventually(async () => expect(await invoiceNumbers()).toEqual(['FV/2026/08/0010', 'Bez faktury']));
    expect((await totals())['Kwota brutto']).toBe('34 710,60 zł');
  });

  it('per case: the income summed by case, and one case’s own entries and totals', async () => {
    const backend = incomeBackend();
    const { router } = renderApp('/income', { role: 'Manager', handlers: backend.handlers });
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Według sprawy' }));
    await eventually(() => expect(searchOf(router)).toEqual({ tab: 'cases' }));
    const byCase = await table('Przychody według spraw');
    const rows = within(byCase).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(screen.getByText('Liczba spraw: 7')).toBeInTheDocument();
    const accounting = within(byCase).getByRole('link', { name: 'Księgowość 2026 – Kowalska Design' }).closest('tr')!;
    expect(
      within(accounting)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => plainSpaces(cell.textContent)),
    ).toEqual(['4', '1439,10 zł', '1170,00 zł', '35,00 zł', '82,00 zł', '0,00 zł', '117,00 zł']);

    await userEvent.click(within(accounting).getByRole('link', { name: 'Księgowość 2026 – Kowalska Design' }));
    await eventually(() => expect(searchOf(router)).toEqual({ caseId: ids.case.accounting }));
    expect(
      await screen.findByRole('heading', { name: 'Sprawa: Księgowość 2026 – Kowalska Design' }, { timeout: 5000 }),
    ).toBeVisible();
    await eventually(async () =>
      expect(await invoiceNumbers()).toEqual([
        'FV/2026/11/0141',
        'FV/2026/11/0129',
        'FV/2026/10/0087',
        'FV/2026/09/0112',
      ]),
    );
    expect(await totals()).toEqual({
      'Kwota brutto': '1439,10 zł',
      'Kwota netto': '1170,00 zł',
      'Wypłacono Tobie': '35,00 zł',
      'Do wypłaty': '82,00 zł',
      Prognoza: '0,00 zł',
    });
    expect(backend.requests).toContain(`/api/Settlement/income/${ids.case.accounting}`);
    expect(screen.getByRole('link', { name: 'Otwórz sprawę' })).toHaveAttribute(
      'href',
      `/managerClientsCases/${ids.case.accounting}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Wszystkie sprawy' }));
    await eventually(() => expect(searchOf(router)).toEqual({ tab: 'cases' }));
    expect(await table('Przychody według spraw')).toBeVisible();
  });

  it('one case’s income under a date range; a case that does not exist is said in place', async () => {
    const { unmount } = renderApp(`/income?caseId=${ids.case.accounting}&from=2026-11-01&to=2026-11-30`, {
      role: 'Manager',
      handlers: incomeBackend().handlers,
    });
    await eventually(async () => expect(await invoiceNumbers()).toEqual(['FV/2026/11/0141', 'FV/2026/11/0129']));
    expect((await totals())['Kwota brutto']).toBe('578,10 zł');
    unmount();

    renderApp('/income?caseId=999999', { role: 'Manager', handlers: incomeBackend().handlers });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Nie znaleziono sprawy');
  });

  it('without any income says so; with filters matching nothing offers to clear them', async () => {
    const { unmount } = renderApp('/income', { role: 'Admin', handlers: incomeBackend().handlers });
    expect(
      await screen.findByText('Nie masz jeszcze przychodów z rozliczeń.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    const { router } = renderApp('/income?search=nic%20takiego', {
      role: 'Manager',
      handlers: incomeBackend().handlers,
    });
    const status = (await screen.findByText('Brak przychodów spełniających kryteria', {}, { timeout: 5000 })).closest(
      '[role="status"]',
    )!;
    await userEvent.click(within(status as HTMLElement).getByRole('button', { name: 'Wyczyść filtry' }));
    await eventually(() => expect(searchOf(router)).toEqual({}));
    expect(await invoiceNumbers()).toHaveLength(12);
  });

  it('an address with bad values shows the list with its defaults, no error', async () => {
    const backend = incomeBackend();
    renderApp('/income?page=abc&sort=zzz&status=Nope&sortBy=zzz&sortDirection=7&from=2026-02-31&caseId=-1', {
      role: 'Manager',
      handlers: backend.handlers,
    });
    expect((await invoiceNumbers()).slice(0, 3)).toEqual(['FV/2026/11/0141', 'FV/2026/11/0129', 'FV/2026/11/0125']);
    expect(screen.getByText('Liczba rozliczeń: 12')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Data wystawienia/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('tab', { name: 'Wszystkie rozliczenia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.requests).toContain('/api/Settlement/income?page=1&sortBy=issueDate&sortDirection=1&pageSize=20');
  });

  it('exports what the filters select, every page, to a CSV file with the columns shown', async () => {
    renderApp('/income?from=2026-10-01&to=2026-10-31', { role: 'Manager', handlers: incomeBackend().handlers });
    await eventually(async () => expect(await invoiceNumbers()).toHaveLength(4));
    const { name, lines } = await exportCsv();
    expect(name).toMatch(/^przychody-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'Numer faktury;Sprawa;Twoja rola;Data wystawienia;Kwota brutto;Kwota netto;Płatność klienta;Wypłata udziału;Twój udział',
    );
    const invoices = lines.slice(1).map((line) => line.split(';')[0]);
    expect(invoices.sort()).toEqual(['FV/2026/10/0079', 'FV/2026/10/0087', 'FV/2026/10/0093', 'FV/2026/10/0098']);
    expect(lines.find((line) => line.startsWith('FV/2026/10/0093'))).toBe(
      'FV/2026/10/0093;Kredyt frankowy – pozew przeciwko bankowi;Sprzedaż;2026-10-22;2460,00 zł;2000,00 zł;Wystawiono fakturę;Wystawiono fakturę;200,00 zł',
    );
  });

  it('a refusal from the server is said in place, under the page’s title', async () => {
    renderApp('/income', {
      role: 'Manager',
      handlers: [http.get('*/api/Settlement/income', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    expect(await screen.findByRole('heading', { name: 'Przychody', level: 1 }, { timeout: 5000 })).toBeVisible();
    // the page's own alert (the catalogue's toast says it too)
    const refused = (await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).closest('[role="alert"]');
    expect(refused).toHaveTextContent('Wygląda na to że nie masz dostępu do żądanego zasobu');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/income', { role: 'Client', handlers: incomeBackend().handlers });
    await eventually(() => expect(history.location.pathname).toBe('/'));
  });
});
