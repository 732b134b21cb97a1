import { getListClientSettlementsMockHandler } from '@portal/sdk/mocks/settlements';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clockStandsAt } from '@/testing/clock';
import { firstCellTexts as invoiceNumbers, plainSpaces } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const text = (element: HTMLElement) => plainSpaces(element.textContent);
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('the client’s settlements', { timeout: 30_000 }, () => {
  // the seed's due dates are around 2026-11-25: the groups depend on the day
  clockStandsAt('2026-11-25T10:00:00');

  it('groups them as after deadline, to pay and paid, each with its gross total', async () => {
    renderApp('/mySettlements', { role: 'Client' });
    expect(await screen.findByRole('heading', { name: 'Twoje rozliczenia', level: 1 })).toBeInTheDocument();
    const overdue = await section('Po terminie');
    const toPay = await section('Do zapłaty');
    const paid = await section('Opłacone');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Po terminie',
      'Do zapłaty',
      'Opłacone',
    ]);
    expect(invoiceNumbers(overdue)).toEqual(['FV/2026/10/0093', 'FV/2026/10/0087']);
    expect(invoiceNumbers(toPay)).toEqual(['FV/2026/11/0129', 'FV/2026/11/0141']);
    expect(invoiceNumbers(paid)).toEqual(['FV/2026/09/0112', 'FV/2026/09/0120', 'FV/2026/09/0044']);
    expect(text(within(overdue).getByText(/^Razem/))).toBe('Razem: 2890,50 zł');
    expect(text(within(toPay).getByText(/^Razem/))).toBe('Razem: 578,10 zł');
    expect(text(within(paid).getByText(/^Razem/))).toBe('Razem: 2583,00 zł');
    // the firm's forecasts are not the client's to see
    expect(screen.queryByText('Prognoza')).not.toBeInTheDocument();
  });

  it('orders each group by its date, said by the sorted column: unpaid by the due date, paid the newest payment first', async () => {
    renderApp('/mySettlements', { role: 'Client' });
    const sortedBy = (group: HTMLElement) =>
      within(group)
        .getAllByRole('columnheader')
        .filter((header) => header.getAttribute('aria-sort'))
        .map((header) => [text(header)?.replace(/\s*[▲▼]$/, ''), header.getAttribute('aria-sort')]);
    const paid = await section('Opłacone');
    // paid on 2026-10-10, 2026-10-01 and 2026-09-15
    expect(invoiceNumbers(paid)).toEqual(['FV/2026/09/0112', 'FV/2026/09/0120', 'FV/2026/09/0044']);
    expect(sortedBy(paid)).toEqual([['Data płatności', 'descending']]);
    // due on 2026-11-05 and 2026-11-14: the longest overdue first
    const overdue = await section('Po terminie');
    expect(invoiceNumbers(overdue)).toEqual(['FV/2026/10/0093', 'FV/2026/10/0087']);
    expect(sortedBy(overdue)).toEqual([['Termin płatności', 'ascending']]);
    // a fixed order: the headers are not buttons
    expect(within(paid).queryByRole('button', { name: /Data płatności/ })).not.toBeInTheDocument();
  });

  it('shows each settlement’s dates, amount, status and card payment in Polish', async () => {
    renderApp('/mySettlements', { role: 'Client' });
    const overdue = await section('Po terminie');
    const row = within(overdue).getByText('FV/2026/10/0093').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .slice(1)
      .map((cell) => text(cell));
    expect(cells).toEqual([
      'Kredyt frankowy – pozew przeciwko bankowi',
      // the amount, with the pay button beside it
      '2460,00 złZapłać',
      '2026-10-22',
      '2026-11-05',
      '-',
      'Wystawiono fakturę',
      'Anulowano',
    ]);
    // its card payment, started in October, was cancelled: the client may pay again
    expect(within(row).getByRole('button', { name: 'Zapłać fakturę FV/2026/10/0093' })).toBeVisible();
    expect(within(row).getAllByRole('link', { name: 'Kredyt frankowy – pozew przeciwko bankowi' })[0]).toHaveAttribute(
      'href',
      '/yourCases/1002',
    );
    const toPay = await section('Do zapłaty');
    expect(text(within(toPay).getByText('FV/2026/11/0141').closest('tr')!)).toContain('Anulowano');
    expect(text(within(toPay).getByText('FV/2026/11/0129').closest('tr')!)).toContain('Oczekiwanie na potwierdzenie');
    const paid = await section('Opłacone');
    // paid by transfer: no card payment, said as "-"
    expect(within(paid).getByText('FV/2026/09/0120').closest('tr')!.lastElementChild).toHaveTextContent(/^-$/);
  });

  it('with nothing published says so and offers to report a case', async () => {
    renderApp('/mySettlements', { role: 'Client', handlers: [getListClientSettlementsMockHandler([])] });
    const empty = 'Wygląda na to, że nie masz opublikowanych żadnych rozliczeń w systemie';
    const status = (await screen.findByText(empty, {}, { timeout: 5000 })).closest<HTMLElement>('[role="status"]')!;
    expect(status).toHaveTextContent('Szukasz wsparcia biznesowego? Zaufaj naszym ekspertom');
    expect(within(status).getByRole('link', { name: 'Zgłoś nową sprawę' })).toHaveAttribute('href', '/yourCases/add');
  });

  it('an address with bad values shows the settlements as usual, no error', async () => {
    renderApp('/mySettlements?page=abc&sort=zzz&status=Nope&sortBy=zzz&tab=zzz', { role: 'Client' });
    expect(invoiceNumbers(await section('Po terminie'))).toEqual(['FV/2026/10/0093', 'FV/2026/10/0087']);
    expect(screen.getByRole('tab', { name: 'Rozliczenia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refusal from the server is said in place', async () => {
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [http.get('*/api/Settlement/client', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Po terminie' })).not.toBeInTheDocument();
  });

  it('staff are sent to the main page', async () => {
    const { history } = renderApp('/mySettlements', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
