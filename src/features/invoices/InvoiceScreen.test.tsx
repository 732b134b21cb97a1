import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneLineClass } from '@/components/lists/phone-table';
import { fakeTab, fileText, spyOnFiles } from '@/testing/files';
import { mediaQueryAnswers } from '@/testing/media';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';

const user = userEvent.setup({ delay: null });
const invoiceDocument = (name: string) =>
  screen.findByRole('article', { name: `Dokument: ${name}` }, { timeout: 5000 });
const actions = () => screen.getByRole('group', { name: 'Działania na fakturze' });
const confirm = async () => user.click(await screen.findByRole('button', { name: 'Ok' }));
/** A table's rows, each cell as a wide screen shows it: its own text, not the line a phone shows under it. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.firstChild?.textContent ?? '').replace(/\s/g, ' ')),
    );
/** The lines a phone shows under a table's first cells, in place of the columns it leaves out. */
const phoneLines = (table: HTMLElement) =>
  [...table.querySelectorAll(`.${phoneLineClass}`)].map((line) => line.textContent?.replace(/\s/g, ' '));

describe('an invoice', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads as a Polish VAT invoice: parties, lines, the summary per rate, the sum in words and the terms', async () => {
    renderApp('/cases/1008/invoice/5', { role: 'Admin' });
    const doc = await invoiceDocument('Faktura VAT FV/2026/09/0115');
    expect(within(doc).getByText('Zaksięgowana')).toBeInTheDocument();
    expect(within(doc).getByText('Portal Klienta Doradztwo sp. z o.o.')).toBeInTheDocument();
    expect(within(doc).getByText('Mazur Transport sp. z o.o.')).toBeInTheDocument();
    expect(within(doc).getByText('NIP 6342811006')).toBeInTheDocument();
    expect(within(doc).getByRole('table', { name: 'Pozycje faktury' })).toHaveTextContent('Obsługa kadrowo-płacowa');
    expect(cells(within(doc).getByRole('table', { name: 'Podsumowanie według stawek VAT' })).at(-1)).toEqual([
      'Razem',
      '900,00 zł',
      '207,00 zł',
      '1107,00 zł',
    ]);
    expect(within(doc).getByText(/Do zapłaty: 1107,00\s*zł/)).toBeInTheDocument();
    expect(within(doc).getByText('Słownie: tysiąc sto siedem złotych 00/100')).toBeInTheDocument();
    expect(within(doc).getByText('PL98114020040000360275891234')).toBeInTheDocument();
    // an accounted invoice is corrected, not changed
    expect(within(actions()).getByRole('link', { name: 'Wystaw korektę' })).toHaveAttribute(
      'href',
      '/cases/1008/invoice/5/correction',
    );
    expect(within(actions()).queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
  });

  it('lists its lines, sums each VAT rate and totals them; a correction totals before, after and the difference', async () => {
    renderApp('/cases/1008/invoice/5', { role: 'Admin' });
    const doc = await invoiceDocument('Faktura VAT FV/2026/09/0115');
    expect(cells(within(doc).getByRole('table', { name: 'Pozycje faktury' }))).toEqual([
      [
        'Lp.',
        'Nazwa towaru lub usługi',
        'Ilość',
        'J.m.',
        'Cena netto',
        'Stawka VAT',
        'Wartość netto',
        'Kwota VAT',
        'Wartość brutto',
      ],
      [
        '1',
        'Prowadzenie ksiąg rachunkowych – wrzesień 2026',
        '1',
        'usł.',
        '750,00 zł',
        '23%',
        '750,00 zł',
        '172,50 zł',
        '922,50 zł',
      ],
      ['2', 'Obsługa kadrowo-płacowa – pracownik', '3', 'os.', '50,00 zł', '23%', '150,00 zł', '34,50 zł', '184,50 zł'],
    ]);
    const summary = within(doc).getByRole('table', { name: 'Podsumowanie według stawek VAT' });
    expect(cells(summary)).toEqual([
      ['Stawka VAT', 'Wartość netto', 'Kwota VAT', 'Wartość brutto'],
      ['23%', '900,00 zł', '207,00 zł', '1107,00 zł'],
      ['Razem', '900,00 zł', '207,00 zł', '1107,00 zł'],
    ]);
    // the total is the table's foot, its label a row header
    expect(
      within(summary)
        .getByRole('rowheader', { name: /^Razem/ })
        .closest('tfoot'),
    ).not.toBeNull();

    renderApp('/cases/1008/invoice/6', { role: 'Admin' });
    const correction = await invoiceDocument('Faktura korygująca KOR/2026/10/0004');
    // the lines compared with the corrected invoice's, once it is read
    await within(correction).findByRole('columnheader', { name: 'Przed korektą' });
    expect(cells(within(correction).getByRole('table', { name: 'Pozycje faktury' })).slice(2)).toEqual([
      [
        '2',
        'Obsługa kadrowo-płacowa – pracownik: 3 × 50,00 zł, 23%',
        'Obsługa kadrowo-płacowa – pracownik: 2 × 50,00 zł, 23%',
        '-50,00 zł',
        '-11,50 zł',
        '-61,50 zł',
      ],
      ['Przed korektą', '900,00 zł', '207,00 zł', '1107,00 zł'],
      ['Po korekcie', '850,00 zł', '195,50 zł', '1045,50 zł'],
      ['Różnica', '-50,00 zł', '-11,50 zł', '-61,50 zł'],
    ]);
  });

  it('on a phone keeps the names and gross amounts; the other figures go in the line under each name', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(mediaQueryAnswers((query) => query.includes('max-width')));
    renderApp('/cases/1008/invoice/5', { role: 'Admin' });
    const doc = await invoiceDocument('Faktura VAT FV/2026/09/0115');
    expect(phoneLines(within(doc).getByRole('table', { name: 'Pozycje faktury' }))).toEqual([
      '1 usł. × 750,00 zł · Stawka VAT: 23% · Wartość netto: 750,00 zł · Kwota VAT: 172,50 zł',
      '3 os. × 50,00 zł · Stawka VAT: 23% · Wartość netto: 150,00 zł · Kwota VAT: 34,50 zł',
    ]);
    expect(phoneLines(within(doc).getByRole('table', { name: 'Podsumowanie według stawek VAT' }))).toEqual([
      'Wartość netto: 900,00 zł · Kwota VAT: 207,00 zł',
      'Wartość netto: 900,00 zł · Kwota VAT: 207,00 zł',
    ]);

    renderApp('/cases/1008/invoice/6', { role: 'Admin' });
    const correction = await invoiceDocument('Faktura korygująca KOR/2026/10/0004');
    await within(correction).findByRole('columnheader', { name: 'Przed korektą' });
    const lines = within(correction).getByRole('table', { name: 'Pozycje faktury' });
    expect(phoneLines(lines).at(1)).toBe(
      'Przed korektą: Obsługa kadrowo-płacowa – pracownik: 3 × 50,00 zł, 23% · Wartość netto: -50,00 zł · Kwota VAT: -11,50 zł',
    );
    // a total's label spans only the columns a phone keeps before its amounts: the line after the correction
    const difference = within(lines).getByRole('rowheader', { name: /^Różnica/ });
    expect(difference).toHaveAttribute('colspan', '1');
    expect(phoneLines(lines).at(-1)).toBe('Wartość netto: -50,00 zł · Kwota VAT: -11,50 zł');
  });

  it('a draft is published (numbered), then takes payments, which can be removed', async () => {
    const { db } = renderApp('/cases/1001/invoice/3', { role: 'Manager' });
    await invoiceDocument('Faktura VAT bez numeru (wersja robocza)');
    expect(screen.getByText('Płatności można zapisywać po opublikowaniu faktury.')).toBeInTheDocument();
    await user.click(within(actions()).getByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByText(/staje się widoczna dla klienta/)).toBeInTheDocument();
    await confirm();
    await invoiceDocument('Faktura VAT FV/2026/11/0142');
    expect(db.invoices.find((i) => i.id === 3)).toMatchObject({ status: 'Published', number: 'FV/2026/11/0142' });
    const payments = screen.getByRole('region', { name: 'Płatności' });
    // the amount left to pay is proposed: 470 zł net + 23% VAT
    expect(within(payments).getByRole('textbox', { name: 'Kwota' })).toHaveValue('578,10 zł');
    await user.clear(within(payments).getByRole('textbox', { name: 'Kwota' }));
    await user.type(within(payments).getByRole('textbox', { name: 'Kwota' }), '300');
    await user.type(within(payments).getByRole('textbox', { name: 'Uwagi' }), 'Pierwsza wpłata');
    await user.click(within(payments).getByRole('button', { name: 'Zapisz płatność' }));
    expect(await within(payments).findByText('Pierwsza wpłata')).toBeInTheDocument();
    expect(within(payments).getByText(/Pozostało do zapłaty:/).parentElement).toHaveTextContent(/278,10\s*zł/);
    expect(db.invoices.find((i) => i.id === 3)!.amountPaid).toBe(300);
    await user.click(within(payments).getByRole('button', { name: /^Usuń: płatność 300,00\s*zł z dnia 2026-11-25$/ }));
    await confirm();
    await waitFor(() => expect(within(payments).queryByText('Pierwsza wpłata')).not.toBeInTheDocument());
    expect(db.invoices.find((i) => i.id === 3)!.amountPaid).toBe(0);
  });

  it('a double click on "Zapisz płatność" (or the form sent again meanwhile) records one payment', async () => {
    let posts = 0;
    const { db } = renderApp('/cases/1001/invoice/2', {
      role: 'Manager',
      handlers: [http.post('*/api/Invoice/:id/payment', () => void (posts += 1))],
    });
    const payments = await screen.findByRole('region', { name: 'Płatności' }, { timeout: 5000 });
    const before = db.invoices.find((i) => i.id === 2)!.amountPaid;
    await user.clear(within(payments).getByRole('textbox', { name: 'Kwota' }));
    await user.type(within(payments).getByRole('textbox', { name: 'Kwota' }), '100');
    await user.type(within(payments).getByRole('textbox', { name: 'Uwagi' }), 'Jedna wpłata');
    doubleActivate(within(payments).getByRole('button', { name: 'Zapisz płatność' }));
    expect(await within(payments).findByText('Jedna wpłata')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.invoices.find((i) => i.id === 2)!.amountPaid).toBe(before + 100);
  });

  it('a correction that lowers the sum is settled by a refund', async () => {
    renderApp('/cases/1008/invoice/6', { role: 'Admin' });
    const doc = await invoiceDocument('Faktura korygująca KOR/2026/10/0004');
    expect(within(doc).getByRole('heading', { level: 1 })).toHaveTextContent('Faktura korygująca KOR/2026/10/0004');
    expect(within(doc).getByText(/Do zwrotu: 61,50\s*zł/)).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Płatności' });
    expect(within(payments).getByText(/Zwrócono:/)).toHaveTextContent(/0,00\s*zł/);
    expect(within(payments).getByText(/Pozostało do zwrotu:/)).toHaveTextContent(/61,50\s*zł/);
  });

  it('a payment without an amount is said in Polish', async () => {
    renderApp('/cases/1001/invoice/2', { role: 'Manager' });
    const payments = await screen.findByRole('region', { name: 'Płatności' }, { timeout: 5000 });
    await user.clear(within(payments).getByRole('textbox', { name: 'Kwota' }));
    await user.click(within(payments).getByRole('button', { name: 'Zapisz płatność' }));
    expect(await within(payments).findByText('Podaj kwotę większą od zera')).toBeInTheDocument();
  });

  it('a draft can be deleted; the case opens', async () => {
    const { db, history } = renderApp('/managerClientsCases/1001/invoice/3', { role: 'Manager' });
    await invoiceDocument('Faktura VAT bez numeru (wersja robocza)');
    await user.click(within(actions()).getByRole('button', { name: 'Usuń' }));
    await confirm();
    await waitFor(() => expect(history.location.pathname).toBe('/managerClientsCases/1001'));
    expect(db.invoices.some((i) => i.id === 3)).toBe(false);
  });

  it('its PDF is downloaded under its number and opened in a new tab', async () => {
    const files = spyOnFiles();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as never);
    renderApp('/cases/1001/invoice/2', { role: 'Admin' });
    await invoiceDocument('Faktura VAT FV/2026/10/0087');
    await user.click(screen.getByRole('button', { name: 'Pobierz PDF: Faktura VAT FV/2026/10/0087' }));
    await waitFor(() => expect(files.saved.map((file) => file.download)).toEqual(['FV-2026-10-0087.pdf']));
    expect(await fileText(files.blobs.at(-1)!)).toContain('Faktura VAT FV/2026/10/0087');
    await user.click(screen.getByRole('button', { name: 'Otwórz PDF: Faktura VAT FV/2026/10/0087' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:demo-/));
    expect(files.blobs.at(-1)!.type).toBe('application/pdf');
  });
});

describe('a client’s invoices', { timeout: 60_000 }, () => {
  it('are read-only: the document, its PDF and what is paid; a draft is not found', async () => {
    renderApp('/yourCases/1002/invoice/4', { role: 'Client' });
    await invoiceDocument('Faktura VAT FV/2026/10/0093');
    expect(within(actions()).queryByRole('button', { name: 'Opublikuj' })).not.toBeInTheDocument();
    expect(within(actions()).queryByRole('link', { name: 'Wystaw korektę' })).not.toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Płatności' });
    expect(within(payments).getByText(/Pozostało do zapłaty:/).parentElement).toHaveTextContent(/1460,00\s*zł/);
    expect(within(payments).queryByRole('button', { name: 'Zapisz płatność' })).not.toBeInTheDocument();
    renderApp('/yourCases/1001/invoice/3', { role: 'Client' });
    expect(await screen.findByText('Nie znaleziono faktury', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the read-only view shows the document and its PDF only', async () => {
    renderApp('/yourCases/1001/invoice/2/view', { role: 'Client' });
    await invoiceDocument('Faktura VAT FV/2026/10/0087');
    expect(screen.queryByRole('region', { name: 'Płatności' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz PDF: Faktura VAT FV/2026/10/0087' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do sprawy' })).toHaveAttribute('href', '/yourCases/1001');
  });

  it('another client’s invoice is refused in place', async () => {
    renderApp('/yourCases/1008/invoice/5', { role: 'Client' });
    expect(
      await screen.findByText('Wygląda na to że nie masz dostępu do żądanego zasobu', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
