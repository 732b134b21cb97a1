import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { settlementId } from '@/mocks/db/settlement-ids';
import { spyOnFiles } from '@/testing/files';
import { renderApp } from '@/testing/render';

const table = () => screen.findByRole('table', { name: 'Rozliczenia' }, { timeout: 5000 });
const invoices = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0].textContent);
const rowOf = async (invoice: string) =>
  (await screen.findByRole('button', { name: `Szczegóły rozliczenia ${invoice}` }, { timeout: 5000 })).closest('tr')!;

describe('the staff’s settlements', { timeout: 30_000 }, () => {
  it('lists every settlement, newest issue first, 20 to a page, with the case, client, amount and statuses', async () => {
    renderApp('/settlements', { role: 'Admin' });
    const list = await table();
    expect(screen.getByText('Rozliczeń: 19')).toBeInTheDocument();
    // the forecasts have no issue date: last
    expect(invoices(list).slice(0, 3)).toEqual(['FV/2026/11/0141', 'FV/2026/11/0129', 'FV/2026/11/0125']);
    const row = await rowOf('FV/2026/10/0087');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('430,50 zł');
    expect(within(row).getAllByRole('link', { name: 'Księgowość 2026 – Kowalska Design' })[0]).toHaveAttribute(
      'href',
      '/cases/1001',
    );
    expect(row).toHaveTextContent('Anna Kowalska');
    expect(within(row).getByRole('combobox', { name: 'Status płatności: FV/2026/10/0087' })).toHaveValue(
      'Wystawiono fakturę',
    );
    expect(within(row).getByRole('combobox', { name: 'Windykacja: FV/2026/10/0087' })).toHaveValue('Windykacja');
  });

  it('filters and sorts through the URL', async () => {
    const { history } = renderApp('/settlements', { role: 'Manager' });
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status płatności' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Opłacono' }));
    await waitFor(() => expect(history.location.search).toBe('?paymentStatus=Paid'));
    await waitFor(() => expect(screen.getByText('Rozliczeń: 7')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /Kwota brutto/ }));
    await waitFor(() => expect(history.location.search).toContain('sortBy=grossAmount'));
    const header = screen.getByRole('columnheader', { name: /Kwota brutto/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(invoices(screen.getByRole('table', { name: 'Rozliczenia' }))[0]).toBe('FV/2026/10/0098'),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'Kowalska');
    await waitFor(() => expect(history.location.search).toContain('search=Kowalska'));
  });

  it('sets the payment status in the row; "Opłacono" cannot be chosen while a card payment is under way', async () => {
    const { db } = renderApp('/settlements', { role: 'Admin' });
    const row = await rowOf('FV/2026/10/0087');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Status płatności: FV/2026/10/0087' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Opłacono' }));
    await waitFor(() => expect(db.settlements.find((s) => s.id === settlementId(2))!.paymentStatus).toBe('Paid'));
    // paid: the collection status follows and is not editable
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Windykacja: FV/2026/10/0087' })).toBeDisabled(),
    );
    // a card payment started at the provider
    const underWay = await rowOf('FV/2026/11/0125');
    await userEvent.click(within(underWay).getByRole('combobox', { name: 'Status płatności: FV/2026/11/0125' }));
    expect(await screen.findByRole('option', { name: 'Opłacono' })).toHaveAttribute('data-combobox-disabled', 'true');
  });

  it('exports what the filters select to a CSV file, with Polish headers', async () => {
    const files = spyOnFiles();
    renderApp('/settlements?paymentStatus=Paid', { role: 'Admin' });
    await table();
    await waitFor(() => expect(screen.getByText('Rozliczeń: 7')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do CSV' }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect(files.saved[0].download).toMatch(/^rozliczenia-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files.blobs[0].text()).split('\r\n');
    expect(lines[0]).toBe(
      'Numer faktury;Sprawa;Klient;Kwota brutto;Data wystawienia;Termin płatności;Status płatności;Windykacja',
    );
    expect(lines.slice(1, -1)).toHaveLength(7);
    expect(lines.slice(1, -1).every((line) => line.includes(';Opłacono;'))).toBe(true);
  });

  it('a refusal is said in place; a client is sent to the main page', async () => {
    renderApp('/settlements', {
      role: 'Admin',
      handlers: [http.get('*/api/Settlement', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    expect(await screen.findByText('Brak dostępu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const { history } = renderApp('/settlements', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
