import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createDb } from '@/mocks/db/db';
import { settlementId } from '@/mocks/db/settlement-ids';
import { createEvents } from '@/mocks/events';
import { overdueSettlementsHandlers } from '@/mocks/settlements/overdue';
import { clockStandsAt } from '@/testing/clock';
import { exportCsv } from '@/testing/files';
import { bodyRows, eventually, firstCellTexts, plainSpaces, searchOf, termsIn } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { addSettlementsLike } from '@/testing/seed';

/**
 * The demo backend's overdue list over a fresh seed (not registered in the demo backend yet, so each test brings
 * it); `change` edits that database first.
 */
function overdueBackend(change: (db: ReturnType<typeof createDb>) => void = () => {}) {
  const db = createDb(null);
  change(db);
  return overdueSettlementsHandlers({ db, events: createEvents() });
}

const table = () => screen.findByRole('table', { name: 'Zaległe rozliczenia' }, { timeout: 5000 });
const rows = async () => bodyRows(await table());
const invoiceNumbers = async () => firstCellTexts(await table());
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => plainSpaces(cell.textContent));
/** The summary at the top: label → value. */
const summary = () => termsIn('Podsumowanie zaległości');

describe('the overdue settlements (/overdueSettlements)', { timeout: 30_000 }, () => {
  // the seed's due dates are around the end of November 2026: what is overdue, and how long, depends on the day
  clockStandsAt('2026-11-25T10:00:00');

  it('lists them the longest overdue first, with the days late, the card payment and the total at the top', async () => {
    renderApp('/overdueSettlements', { role: 'Manager', handlers: overdueBackend() });
    expect(
      await screen.findByRole('heading', { name: 'Zaległe rozliczenia', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await invoiceNumbers()).toEqual([
      'FV/2026/10/0066',
      'FV/2026/10/0093',
      'FV/2026/10/0079',
      'FV/2026/10/0087',
    ]);
    expect(await summary()).toEqual({ 'Razem po terminie': '9532,50 zł', 'Liczba rozliczeń': '4 rozliczenia' });
    // the count is said once, in the summary
    expect(screen.getAllByText(/Liczba rozliczeń/)).toHaveLength(1);
    const [first, second, third] = await rows();
    expect(cellsOf(first)).toEqual([
      'Obrona w sprawie karnej skarbowej',
      'Paweł Kozłowski',
      '2026-10-30',
      '26 dni',
      'Anulowano',
      '5535,00 zł',
    ]);
    expect(cellsOf(second).slice(3)).toEqual(['20 dni', 'Anulowano', '2460,00 zł']);
    // no card payment started: "-"
    expect(cellsOf(third).slice(3)).toEqual(['15 dni', '-', '1107,00 zł']);
    // the manager opens the case on her own case page
    expect(within(first).getAllByRole('link', { name: 'Obrona w sprawie karnej skarbowej' })[0]).toHaveAttribute(
      'href',
      '/managerClientsCases/1014',
    );
  });

  it('an administrator’s case links lead to the administrator’s case page', async () => {
    renderApp('/overdueSettlements', { role: 'Admin', handlers: overdueBackend() });
    const [first] = await rows();
    expect(within(first).getAllByRole('link', { name: 'Obrona w sprawie karnej skarbowej' })[0]).toHaveAttribute(
      'href',
      '/cases/1014',
    );
  });

  it('counts the days to the local date: a day later one more is overdue, by one day', async () => {
    vi.setSystemTime(new Date('2026-11-26T08:00:00'));
    renderApp('/overdueSettlements', { role: 'Manager', handlers: overdueBackend() });
    await eventually(async () => expect(await invoiceNumbers()).toHaveLength(5));
    const last = (await rows()).at(-1)!;
    expect(within(last).getAllByRole('cell')[0].firstChild?.textContent).toBe('FV/2026/11/0104');
    expect(cellsOf(last).slice(2)).toEqual(['2026-11-25', '1 dzień', '-', '1107,00 zł']);
    expect(await summary()).toEqual({ 'Razem po terminie': '10 639,50 zł', 'Liczba rozliczeń': '5 rozliczeń' });
  });

  it('the search filters the list and the total, in the URL', async () => {
    const { router } = renderApp('/overdueSettlements', { role: 'Manager', handlers: overdueBackend() });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kozlowski');
    await eventually(() => expect(searchOf(router)).toEqual({ search: 'kozlowski' }));
    await eventually(async () => expect(await invoiceNumbers()).toEqual(['FV/2026/10/0066']));
    await eventually(async () => expect((await summary())['Razem po terminie']).toBe('5535,00 zł'));
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await eventually(() => expect(searchOf(router)).toEqual({}));
    await eventually(async () => expect(await invoiceNumbers()).toHaveLength(4));
  });

  it('a column header sorts, in the URL; again the other way', async () => {
    const { router } = renderApp('/overdueSettlements', { role: 'Manager', handlers: overdueBackend() });
    await table();
    expect(screen.getByRole('columnheader', { name: /Termin płatności/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Kwota brutto/ }));
    await eventually(() => expect(searchOf(router)).toEqual({ sortBy: 'grossAmount', sortDirection: 1 }));
    await eventually(async () =>
      expect(await invoiceNumbers()).toEqual([
        'FV/2026/10/0066',
        'FV/2026/10/0093',
        'FV/2026/10/0079',
        'FV/2026/10/0087',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: /Kwota brutto/ }));
    // ascending, the list's default direction: left out of the address
    await eventually(() => expect(searchOf(router)).toEqual({ sortBy: 'grossAmount' }));
    await eventually(async () => expect((await invoiceNumbers())[0]).toBe('FV/2026/10/0087'));
    await userEvent.click(screen.getByRole('button', { name: /Klient/ }));
    await eventually(() => expect(searchOf(router)).toEqual({ sortBy: 'client' }));
    await eventually(async () => expect((await invoiceNumbers()).at(-1)).toBe('FV/2026/10/0079'));
  });

  it('pages by 20, in the URL; the total stays that of every overdue settlement', async () => {
    const handlers = overdueBackend((db) =>
      addSettlementsLike(db, settlementId(2), 20, (n) => ({
        invoiceNumber: `FV/2026/11/${String(n + 1).padStart(4, '0')}`,
        paymentDueDate: '2026-11-20',
      })),
    );
    const { router } = renderApp('/overdueSettlements', { role: 'Manager', handlers });
    expect(await invoiceNumbers()).toHaveLength(20);
    expect(await summary()).toEqual({ 'Razem po terminie': '18 142,50 zł', 'Liczba rozliczeń': '24 rozliczenia' });
    await userEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await eventually(() => expect(searchOf(router)).toEqual({ page: 2 }));
    await eventually(async () => expect(await invoiceNumbers()).toHaveLength(4));
    expect((await summary())['Razem po terminie']).toBe('18 142,50 zł');
  });

  it('with nothing overdue says so', async () => {
    const handlers = overdueBackend((db) => {
      for (const settlement of db.settlements)
        if (settlement.paymentStatus === 'InvoiceIssued') settlement.paymentStatus = 'Paid';
    });
    renderApp('/overdueSettlements', { role: 'Manager', handlers });
    const status = (await screen.findByText('Brak zaległych rozliczeń', {}, { timeout: 5000 })).closest(
      '[role="status"]',
    );
    expect(status).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podsumowanie zaległości' })).not.toBeInTheDocument();
  });

  it('an address with bad values shows the list with its defaults, no error', async () => {
    renderApp('/overdueSettlements?page=abc&sort=zzz&status=Nope&sortBy=zzz&sortDirection=7', {
      role: 'Manager',
      handlers: overdueBackend(),
    });
    expect(await invoiceNumbers()).toEqual([
      'FV/2026/10/0066',
      'FV/2026/10/0093',
      'FV/2026/10/0079',
      'FV/2026/10/0087',
    ]);
    expect(screen.getByRole('columnheader', { name: /Termin płatności/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports what the search selects, every page, to a CSV file with the columns shown', async () => {
    renderApp('/overdueSettlements?search=kozlowski', { role: 'Manager', handlers: overdueBackend() });
    await eventually(async () => expect(await invoiceNumbers()).toEqual(['FV/2026/10/0066']));
    const { name, lines } = await exportCsv();
    expect(name).toMatch(/^zalegle-rozliczenia-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines).toEqual([
      'Numer faktury;Sprawa;Klient;Termin płatności;Dni po terminie;Płatność kartą;Kwota brutto',
      'FV/2026/10/0066;Obrona w sprawie karnej skarbowej;Paweł Kozłowski;2026-10-30;26 dni;Anulowano;5535,00 zł',
    ]);
  });

  it('a refusal from the server is said in place, under the page’s title', async () => {
    renderApp('/overdueSettlements', {
      role: 'Admin',
      handlers: [http.get('*/api/Settlement/overdue', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    expect(
      await screen.findByRole('heading', { name: 'Zaległe rozliczenia', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    // the page's own alert (the catalogue's toast says it too)
    const refused = (await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).closest('[role="alert"]');
    expect(refused).toHaveTextContent('Wygląda na to że nie masz dostępu do żądanego zasobu');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/overdueSettlements', { role: 'Client', handlers: overdueBackend() });
    await eventually(() => expect(history.location.pathname).toBe('/'));
  });
});
