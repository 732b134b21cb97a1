import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/components/settlements/provider-redirect';
import { config } from '@/lib/config';
import { settlementId } from '@/mocks/db/settlement-ids';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';

const unpaid = settlementId(2); // FV/2026/10/0087 of Anna Kowalska, 430,50 zł
const paid = settlementId(1);

/** Every call of the checkout API the page made, with whether it carried a bearer token. */
function recordCalls() {
  const calls: { method: string; path: string; authorized: boolean }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/Checkout'))
      calls.push({ method: request.method, path: url.pathname, authorized: request.headers.has('Authorization') });
  });
  return calls;
}
const looks = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/Checkout').length;

async function payWithCard(number: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Numer karty' }, { timeout: 5000 }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Data ważności' }), '12/30');
  await userEvent.type(screen.getByRole('textbox', { name: 'Kod CVV' }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Zapłać' }));
}

describe('the public checkout', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });

  it('shows what is paid for, signs whoever is signed in out and calls the API with no token', async () => {
    const calls = recordCalls();
    const { session } = renderApp(`/checkout/${unpaid}`, { role: 'Client' });
    expect(await screen.findByText('Faktura FV/2026/10/0087', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sprawa: Księgowość 2026 – Kowalska Design')).toBeInTheDocument();
    expect(screen.getByText('Płatnik: Anna Kowalska')).toBeInTheDocument();
    expect(screen.getByText('Termin płatności: 2026-11-14')).toBeInTheDocument();
    expect(screen.getByText(/^Do zapłaty:/).textContent?.replace(/\s/g, ' ')).toBe('Do zapłaty: 430,50 zł');
    await waitFor(() => expect(session.getUser()).toBeNull());
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.authorized)).toEqual([]);
  });

  it('says clearly that an unknown payment link leads nowhere', async () => {
    renderApp('/checkout/5e771e00-2026-4b1c-9a2d-00000000ffff');
    expect(await screen.findByText('Nie znaleziono płatności', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapłać' })).not.toBeInTheDocument();
  });

  it('an invoice already paid is said so, with nothing to pay and no amount due', async () => {
    renderApp(`/checkout/${paid}`);
    expect(await screen.findByText('Ta faktura jest już opłacona', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Numer karty' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Do zapłaty/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Zapłacono:/).textContent?.replace(/\s/g, ' ')).toBe('Zapłacono: 430,50 zł');
  });

  it('back from the bank’s check without success: the card was not confirmed, and the form is there again', async () => {
    renderApp(`/checkout/${unpaid}?statusCode=ERROR&refReqId=abc`);
    expect(await screen.findByText('Karta nie została potwierdzona', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Numer karty' })).toBeInTheDocument();
  });
});

describe('paying at the checkout and waiting for the confirmation', { timeout: 30_000 }, () => {
  let assign: ReturnType<typeof vi.spyOn>;
  const saved = { ...config.checkout };
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(config.checkout, saved);
  });

  /** One look a second: the time of `count` looks passes. */
  const lookEverySecond = async (count: number) => {
    for (let i = 0; i < count; i += 1) await vi.advanceTimersByTimeAsync(1000);
  };

  it('saves the card, pays, looks every second and goes to the success page once paid', async () => {
    config.checkout.successUrl = 'https://www.example.pl/platnosc-udana';
    const calls = recordCalls();
    renderApp(`/checkout/${unpaid}`);
    await payWithCard('4444 3333 2222 1111');
    expect(await screen.findByText('Czekamy na potwierdzenie płatności…')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/Checkout/saveCard',
      '/api/Checkout/pay',
    ]);
    const before = looks(calls);
    let atRedirect = 0;
    assign.mockImplementation(() => void (atRedirect = looks(calls)));
    // the demo's provider confirms on the third look
    await lookEverySecond(3);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.example.pl/platnosc-udana'));
    expect(atRedirect - before).toBe(3);
    // and no look after that
    await lookEverySecond(3);
    expect(looks(calls)).toBe(atRedirect);
  });

  it('without the marketing site’s page set, says the payment is confirmed in place', async () => {
    config.checkout.successUrl = '';
    renderApp(`/checkout/${unpaid}`);
    await payWithCard('4444 3333 2222 1111');
    await screen.findByText('Czekamy na potwierdzenie płatności…');
    await lookEverySecond(3);
    expect(await screen.findByText('Dziękujemy za płatność')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    // paid: nothing is due any more
    expect(screen.queryByText(/Do zapłaty/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Zapłacono:/)).toBeInTheDocument();
  });

  it('goes to the warning page after more than 9 looks without the payment confirmed', async () => {
    config.checkout.warningUrl = 'https://www.example.pl/platnosc-w-toku';
    const calls = recordCalls();
    renderApp(`/checkout/${unpaid}`);
    // the demo's test card whose payments the provider never confirms
    await payWithCard('5555 5555 5555 4444');
    await screen.findByText('Czekamy na potwierdzenie płatności…');
    const before = looks(calls);
    let atRedirect = 0;
    assign.mockImplementation(() => void (atRedirect = looks(calls)));
    await lookEverySecond(10);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.example.pl/platnosc-w-toku'));
    // the tenth look without "Paid" is one too many
    expect(atRedirect - before).toBe(10);
    expect(screen.getByText('Płatność jest jeszcze przetwarzana')).toBeInTheDocument();
  });

  it('the payment’s answer lost after the card was charged: "Płatność została przyjęta", then as once paid', async () => {
    config.checkout.successUrl = 'https://www.example.pl/platnosc-udana';
    const calls = recordCalls();
    const view = renderApp(`/checkout/${unpaid}`, {
      handlers: [
        http.post('*/api/Checkout/pay', () => {
          Object.assign(
            view.db.settlements.find((s) => s.id === unpaid)!,
            { paymentStatus: 'Paid', payuStatus: 'COMPLETED' },
          );
          throw HttpResponse.error();
        }),
      ],
    });
    await payWithCard('4444 3333 2222 1111');
    expect(await screen.findByText('Płatność została przyjęta', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Wystąpił błąd')).not.toBeInTheDocument();
    await lookEverySecond(2);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.example.pl/platnosc-udana'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/Checkout/saveCard',
      '/api/Checkout/pay',
    ]);
  });

  it('the payment’s answer lost and nothing charged: looked at, then the failure, and paying again works', async () => {
    const calls = recordCalls();
    let lose = true;
    renderApp(`/checkout/${unpaid}`, {
      handlers: [
        http.post('*/api/Checkout/pay', () => {
          if (lose) throw HttpResponse.error();
        }),
      ],
    });
    await payWithCard('4444 3333 2222 1111');
    expect(await screen.findByText('Wystąpił błąd', {}, { timeout: 5000 })).toBeInTheDocument();
    const pay = calls.findIndex((call) => call.path === '/api/Checkout/pay');
    expect(looks(calls.slice(pay))).toBeGreaterThan(0);
    expect(screen.queryByText('Płatność została przyjęta')).not.toBeInTheDocument();
    expect(screen.queryByText('Czekamy na potwierdzenie płatności…')).not.toBeInTheDocument();

    lose = false;
    await payWithCard('4444 3333 2222 1111');
    expect(await screen.findByText('Czekamy na potwierdzenie płatności…')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/Checkout/pay')).toHaveLength(2);
  });

  it('back from the bank’s check with SUCCESS: pays on arrival and waits for the confirmation', async () => {
    const calls = recordCalls();
    renderApp(`/checkout/${unpaid}?statusCode=SUCCESS&refReqId=abc`);
    expect(await screen.findByText('Czekamy na potwierdzenie płatności…', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/Checkout/pay']),
    );
  });

  it('stops looking when the page is left', async () => {
    const calls = recordCalls();
    const { router } = renderApp(`/checkout/${unpaid}`);
    await payWithCard('5555 5555 5555 4444');
    await screen.findByText('Czekamy na potwierdzenie płatności…');
    await lookEverySecond(2);
    await router.navigate({ to: '/login' });
    await screen.findByRole('heading', { name: 'Logowanie' });
    const atLeaving = looks(calls);
    await lookEverySecond(5);
    expect(looks(calls)).toBe(atLeaving);
  });
});
