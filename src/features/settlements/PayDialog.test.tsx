import {
  getCreateSettlementPaymentMockHandler,
  getGetSettlementPaymentMethodsMockHandler,
  getPaySettlementBySavedCardMockHandler,
} from '@portal/sdk/mocks/settlements';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/components/settlements/provider-redirect';
import { demoTestCards, maskCardNumber } from '@/mocks/card-provider/test-cards';
import { settlementId } from '@/mocks/db/settlement-ids';
import { renderApp } from '@/testing/render';
import { offersPayment } from './MySettlementsScreen';

const overdueInvoice = 'FV/2026/10/0087';
/** The message of what came of a payment, by its title. */
const outcome = (title: string) =>
  screen.findByText(title, {}, { timeout: 5000 }).then((text) => text.closest<HTMLElement>('[role]')!);
const rowOf = async (invoiceNumber: string) =>
  (await screen.findByText(invoiceNumber, {}, { timeout: 5000 })).closest('tr')!;
const payButton = (invoiceNumber: string) => screen.queryByRole('button', { name: `Zapłać fakturę ${invoiceNumber}` });

async function openPayment(invoiceNumber = overdueInvoice) {
  await rowOf(invoiceNumber);
  await userEvent.click(payButton(invoiceNumber)!);
  return screen.findByRole('dialog', { name: 'Płatność kartą' });
}

describe('paying a settlement by card', { timeout: 30_000 }, () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('offers "Zapłać" exactly for an issued invoice with no card payment under way', async () => {
    renderApp('/mySettlements', { role: 'Client' });
    await rowOf(overdueInvoice);
    // no card payment yet, and one whose card payment was cancelled
    expect(payButton(overdueInvoice)).toBeInTheDocument();
    expect(payButton('FV/2026/11/0141')).toBeInTheDocument();
    // overdue, its card payment started in October and cancelled since: paying again is offered
    expect(payButton('FV/2026/10/0093')).toBeInTheDocument();
    // awaiting the provider's confirmation
    expect(payButton('FV/2026/11/0129')).not.toBeInTheDocument();
    // paid
    expect(payButton('FV/2026/09/0112')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Opłacone' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not offered at all when a setting switches card payments off', () => {
    const issued = { id: 'a', caseId: 1, case: { id: 1, name: 'S' }, grossAmount: 1, amountDue: 1 } as const;
    expect(offersPayment({ ...issued, paymentStatus: 'InvoiceIssued', payuStatus: null }, false)).toBe(true);
    expect(offersPayment({ ...issued, paymentStatus: 'InvoiceIssued', payuStatus: null }, true)).toBe(false);
    expect(offersPayment({ ...issued, paymentStatus: 'InvoiceIssued', payuStatus: 'CANCELED' }, true)).toBe(false);
    // a payment started at the provider waits for its outcome
    expect(offersPayment({ ...issued, paymentStatus: 'InvoiceIssued', payuStatus: 'PENDING' }, false)).toBe(false);
    expect(offersPayment({ ...issued, paymentStatus: 'InvoiceIssued', payuStatus: 'CANCELED' }, false)).toBe(true);
  });

  it('asks first: the invoice, its amount, the terms, Zapłać and Anuluj; Anuluj sends nothing', async () => {
    const started = vi.fn();
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [http.post('*/api/Settlement/payment', () => void started())],
    });
    const dialog = await openPayment();
    expect(dialog).toHaveTextContent(`Faktura ${overdueInvoice}`);
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('430,50 zł');
    expect(dialog).toHaveTextContent(
      'Klikając „Zapłać”, akceptujesz regulamin platformy. Płatność realizuje operator płatności PayU.',
    );
    expect(within(dialog).getByRole('link', { name: 'regulamin platformy' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    // the client's preferred valid card is the first choice; the expired one is not offered
    expect(await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' })).toBeChecked();
    expect(within(dialog).queryByText(/7891/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(started).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the provider’s page: starts the payment and opens the address the answer names', async () => {
    let body: unknown;
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        getCreateSettlementPaymentMockHandler(async ({ request }) => {
          body = await request.json();
          return { paymentUrl: 'https://secure.payu.com/pay/?orderId=ABC' };
        }),
      ],
    });
    const dialog = await openPayment();
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: 'Inna karta, na stronie operatora płatności' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://secure.payu.com/pay/?orderId=ABC'));
    // the provider sends the client back to their settlements
    expect(body).toEqual({ settlementId: settlementId(2), currentUrl: `${window.location.origin}/mySettlements` });
  });

  it('refuses an address that is neither https nor the portal’s own with "Wystąpił błąd"', async () => {
    for (const paymentUrl of ['http://pay.example.com/order', 'javascript:alert(1)']) {
      const view = renderApp('/mySettlements', {
        role: 'Client',
        handlers: [
          getCreateSettlementPaymentMockHandler({ paymentUrl }),
          getGetSettlementPaymentMethodsMockHandler({ cardTokens: [] }),
        ],
      });
      const dialog = await openPayment();
      // without a saved card there is nothing to choose
      expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
      expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      view.unmount();
    }
  });

  it('with the saved card: paid in one step, the invoice moves under paid and the client is told', async () => {
    renderApp('/mySettlements', { role: 'Client' });
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    const message = await outcome('Płatność przyjęta');
    const paid = screen.getByRole('region', { name: 'Opłacone' });
    expect(await within(paid).findByText(overdueInvoice)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Po terminie' })).queryByText(overdueInvoice),
    ).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    // the keyboard and the screen reader go on from the outcome, not from the top of the page
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('a double click on "Zapłać" pays once, with the saved card or on the provider’s page', async () => {
    let savedCardCalls = 0;
    let providerCalls = 0;
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        getPaySettlementBySavedCardMockHandler(() => {
          savedCardCalls += 1;
          return { status: { statusCode: 'SUCCESS' } };
        }),
        getCreateSettlementPaymentMockHandler(() => {
          providerCalls += 1;
          return { paymentUrl: 'https://secure.payu.com/pay/?orderId=ABC' };
        }),
      ],
    });
    let dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    // two clicks in a row, before React renders the first one's pending state, as a quick double click lands
    const pay = within(dialog).getByRole('button', { name: 'Zapłać' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Płatność kartą' })).not.toBeInTheDocument());
    expect(savedCardCalls).toBe(1);

    dialog = await openPayment('FV/2026/10/0093');
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: 'Inna karta, na stronie operatora płatności' }),
    );
    const payOnProvider = within(dialog).getByRole('button', { name: 'Zapłać' });
    fireEvent.click(payOnProvider);
    fireEvent.click(payOnProvider);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(providerCalls).toBe(1);
  });

  it('the answer lost after the saved card was charged: "Płatność została przyjęta", paid, nothing sent again', async () => {
    const calls: string[] = [];
    const view = renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        http.get('*/api/Settlement/client', () => void calls.push('look')),
        getPaySettlementBySavedCardMockHandler(({ params }) => {
          calls.push('pay');
          // the server charged the card and marked the invoice paid; its answer never arrives
          Object.assign(
            view.db.settlements.find((s) => s.id === params.id)!,
            { paymentStatus: 'Paid', payuStatus: 'COMPLETED' },
          );
          throw HttpResponse.error();
        }),
      ],
    });
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    calls.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));

    expect(await screen.findByText('Płatność została przyjęta', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Płatność kartą' })).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('region', { name: 'Opłacone' })).findByText(overdueInvoice),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wystąpił błąd')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.filter((call) => call === 'pay')).toHaveLength(1);
    expect(calls.slice(calls.indexOf('pay'))).toContain('look');
  });

  it('the answer lost and nothing charged: the settlement looked at, then the failure, and "Zapłać" pays', async () => {
    const calls: string[] = [];
    let lose = true;
    const { db } = renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        http.get('*/api/Settlement/client', () => void calls.push('look')),
        http.put('*/api/Settlement/:id/payBySavedCard', () => {
          calls.push('pay');
          if (lose) throw HttpResponse.error();
        }),
      ],
    });
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    calls.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));

    expect(await screen.findByText('Wystąpił błąd', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.slice(calls.indexOf('pay'))).toContain('look');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nie udało się rozpocząć płatności. Spróbuj ponownie.');
    expect(screen.queryByText('Płatność została przyjęta')).not.toBeInTheDocument();
    expect(db.settlements.find((s) => s.invoiceNumber === overdueInvoice)!.paymentStatus).not.toBe('Paid');

    lose = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    await outcome('Płatność przyjęta');
    expect(db.settlements.find((s) => s.invoiceNumber === overdueInvoice)!.paymentStatus).toBe('Paid');
    expect(calls.filter((call) => call === 'pay')).toHaveLength(2);
  });

  it('on the provider’s page, the answer lost: the settlement looked at, then the failure; nothing opened', async () => {
    const calls: string[] = [];
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        http.get('*/api/Settlement/client', () => void calls.push('look')),
        http.post('*/api/Settlement/payment', () => {
          calls.push('start');
          throw HttpResponse.error();
        }),
      ],
    });
    const dialog = await openPayment();
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: 'Inna karta, na stronie operatora płatności' }),
    );
    calls.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    expect(await screen.findByText('Wystąpił błąd', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual(['start', 'look']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nie udało się rozpocząć płatności. Spróbuj ponownie.');
    expect(within(dialog).getByRole('button', { name: 'Zapłać' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('with the saved card and the bank’s check: "Weryfikacja karty", not closable, then the bank’s page a second later', async () => {
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        getPaySettlementBySavedCardMockHandler({
          status: { statusCode: 'WARNING_CONTINUE_3DS' },
          redirectUri: 'https://bank.example.pl/3ds?ref=1',
        }),
      ],
    });
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    const notice = (await screen.findByText('Weryfikacja karty')).closest<HTMLElement>('.mantine-Notification-root')!;
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.example.pl/3ds?ref=1'), { timeout: 3000 });
  });

  it('with the saved card and the CVV asked for: only the CVV field, then the invoice is paid', async () => {
    const { db, history } = renderApp('/mySettlements', { role: 'Client' });
    // the client's preferred card is the test card the demo's provider asks the CVV for
    db.savedCards.find((card) => card.userId === 101 && card.preferred)!.cardNumberMasked = maskCardNumber(
      demoTestCards.find((card) => card.outcome === 'WARNING_CONTINUE_CVV')!.number,
    );
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1112' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    expect(await screen.findByText('Konieczne uzupełnienie')).toBeInTheDocument();
    expect(screen.getByText('Podaj kod CVV karty i zatwierdź')).toBeInTheDocument();
    expect(history.location.search).toContain('statusCode=WARNING_CONTINUE_CVV');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kod CVV' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź' }));
    const message = await outcome('Płatność przyjęta');
    const paid = screen.getByRole('region', { name: 'Opłacone' });
    expect(await within(paid).findByText(overdueInvoice)).toBeInTheDocument();
    // told as after a payment in one step; the request id is gone from the address
    await waitFor(() => expect(history.location.search).toBe('?statusCode=SUCCESS'));
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('with the saved card declined: the provider’s words in the dialog, nothing paid', async () => {
    renderApp('/mySettlements', {
      role: 'Client',
      handlers: [
        getPaySettlementBySavedCardMockHandler({ status: { statusCode: 'ERROR', statusDesc: 'Karta zablokowana.' } }),
      ],
    });
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Karta zablokowana.');
    expect(within(screen.getByRole('region', { name: 'Po terminie' })).getByText(overdueInvoice)).toBeInTheDocument();
  });
});

describe('coming back from the card provider', { timeout: 30_000 }, () => {
  it('SUCCESS: the payment was accepted; closing the message clears the address', async () => {
    const { history } = renderApp('/mySettlements?statusCode=SUCCESS&refReqId=abc-1', { role: 'Client' });
    const message = (await screen.findByText('Płatność przyjęta', {}, { timeout: 5000 })).closest('[role="status"]');
    expect(message).toHaveTextContent(
      'Dziękujemy. Faktura będzie oznaczona jako opłacona, gdy operator płatności potwierdzi płatność.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(screen.queryByText('Płatność przyjęta')).not.toBeInTheDocument();
  });

  it('any other status, or one the portal does not know: the payment was not completed', async () => {
    for (const statusCode of ['ERROR', '<script>']) {
      const view = renderApp(`/mySettlements?statusCode=${encodeURIComponent(statusCode)}`, { role: 'Client' });
      const alert = (await screen.findByText('Płatność nie została zakończona', {}, { timeout: 5000 })).closest(
        '[role="alert"]',
      );
      expect(alert).toHaveTextContent('Operator płatności nie potwierdził płatności. Możesz spróbować ponownie.');
      view.unmount();
    }
  });

  it('CANCELED, the payer’s own cancel: said calmly as a cancel, not as a failure', async () => {
    renderApp('/mySettlements?statusCode=CANCELED&refReqId=abc-2', { role: 'Client' });
    const message = await outcome('Anulowano płatność');
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveTextContent('Środki nie zostały pobrane. Fakturę możesz opłacić w dowolnej chwili.');
    expect(screen.queryByText('Płatność nie została zakończona')).not.toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('fetches the settlements again, as the provider may have changed them', async () => {
    const calls = vi.fn();
    renderApp('/mySettlements?statusCode=SUCCESS', {
      role: 'Client',
      handlers: [http.get('*/api/Settlement/client', () => void calls())],
    });
    await screen.findByText(overdueInvoice, {}, { timeout: 5000 });
    // once for the page, and again after the return
    await waitFor(() => expect(calls.mock.calls.length).toBeGreaterThanOrEqual(2));
  });
});
