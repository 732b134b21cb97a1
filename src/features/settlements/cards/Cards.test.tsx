import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/components/settlements/provider-redirect';
import { setCardSdkScript } from '@/lib/card-sdk/load';
import { installCardSdkStandIn } from '@/mocks/card-provider/sdk-stand-in';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const cardsPage = () => renderApp('/mySettlements?tab=cards', { role: 'Client' });
const tile = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });
/** What the form says under its button (the toasts are alerts too). */
const formAlert = async () => within(await screen.findByRole('region', { name: 'Dodaj kartę' })).findByRole('alert');

async function enterCard(number: string, expiry = '12/30', cvv = '123') {
  const field = (name: string) => screen.findByRole('textbox', { name });
  if (number) await userEvent.type(await field('Numer karty'), number);
  if (expiry) await userEvent.type(await field('Data ważności'), expiry);
  if (cvv) await userEvent.type(await field('Kod CVV'), cvv);
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
}

describe('the client’s cards', { timeout: 30_000 }, () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });

  it('are a tab of the settlements: brand, masked number, expiry, preferred mark and status', async () => {
    const { history } = renderApp('/mySettlements', { role: 'Client' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Karty płatnicze' }, { timeout: 5000 }));
    expect(history.location.search).toBe('?tab=cards');
    const visa = await tile('Visa •••• 1111');
    expect(visa).toHaveTextContent('4444 33•• •••• 1111');
    expect(visa).toHaveTextContent('Ważna do 12/2028');
    expect(visa).toHaveTextContent('Aktywna');
    expect(visa).toHaveTextContent('Preferowana');
    const mastercard = await tile('Mastercard •••• 7891');
    expect(mastercard).toHaveTextContent('Wygasła');
    expect(mastercard).not.toHaveTextContent('Preferowana');
  });

  it('removes a card only after "Czy na pewno chcesz usunąć tę kartę płatniczą?" and Ok, and says so', async () => {
    cardsPage();
    const card = await tile('Mastercard •••• 7891');
    await userEvent.click(within(card).getByRole('button', { name: 'Usuń kartę Mastercard •••• 7891' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć tę kartę płatniczą?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Mastercard •••• 7891' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Usuń kartę Mastercard •••• 7891' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Mastercard •••• 7891' })).not.toBeInTheDocument(),
    );
    const notice = (await screen.findByText('Usunięto kartę')).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Karta Mastercard •••• 7891 została usunięta');
    expect(notice).not.toHaveTextContent('Zapisano');
    // the removed card's button is gone: the keyboard goes on from the list's heading
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Zapisane karty' })).toHaveFocus());
  });

  it('adds a card the provider accepts: "Karta dodana", and the card in the grid', async () => {
    cardsPage();
    await enterCard('4444 3333 2222 1111');
    expect(await screen.findByText('Karta została dodana pomyślnie')).toBeInTheDocument();
    expect(screen.getByText('Karta dodana')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Visa •••• 1111' })).toHaveLength(2));
    // the form is empty again for the next card
    expect(await screen.findByRole('textbox', { name: 'Numer karty' })).toHaveValue('');
  });

  it('a double click on "Zapisz" saves the card once', async () => {
    const saves: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/Settlement/saveCard') saves.push(request.method);
    };
    server.events.on('request:start', count);
    try {
      cardsPage();
      const field = (name: string) => screen.findByRole('textbox', { name });
      await userEvent.type(await field('Numer karty'), '4444 3333 2222 1111');
      await userEvent.type(await field('Data ważności'), '12/30');
      await userEvent.type(await field('Kod CVV'), '123');
      // two clicks in a row, before React renders the first one's busy state, as a quick double click lands
      const save = screen.getByRole('button', { name: 'Zapisz' });
      fireEvent.click(save);
      fireEvent.click(save);
      expect(await screen.findByText('Karta została dodana pomyślnie')).toBeInTheDocument();
      expect(saves).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('says "Karta dodana" for 3 s, as long as every other notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      cardsPage();
      await enterCard('4444 3333 2222 1111');
      const notice = await screen.findByText('Karta została dodana pomyślnie');
      await act(() => vi.advanceTimersByTimeAsync(3100));
      await waitFor(() => expect(notice).not.toBeInTheDocument(), { timeout: 500 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the provider’s tokenization errors joined by a comma under Zapisz, keeping what was typed', async () => {
    cardsPage();
    await enterCard('4444 3333 2222 1112', '', '');
    expect(await formAlert()).toHaveTextContent('Nieprawidłowy numer karty, Podaj datę ważności karty, Podaj kod CVV');
    expect(screen.getByRole('textbox', { name: 'Numer karty' })).toHaveValue('4444 3333 2222 1112');
  });

  it('with the bank’s check: "Weryfikacja karty", then the bank’s page a second later', async () => {
    cardsPage();
    await enterCard('5434 0210 1682 4014');
    expect(await screen.findByText('Weryfikacja karty')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const url = new URL(assign.mock.calls[0][0] as string);
    expect(url.pathname).toBe('/demo-card-provider.html');
    expect(url.searchParams.get('purpose')).toBe('saveCard');
  });

  it('asked for the CVV: "Konieczne uzupełnienie", only the CVV field, then the card is added', async () => {
    cardsPage();
    await enterCard('4012 0010 3714 1112');
    expect(await screen.findAllByText('Konieczne uzupełnienie')).not.toHaveLength(0);
    expect(screen.getAllByText('Podaj kod CVV karty i zatwierdź')).not.toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Numer karty' })).not.toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kod CVV' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź' }));
    expect(await formAlert()).toHaveTextContent('Nieprawidłowy kod CVV');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod CVV' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByText('Karta została dodana pomyślnie')).toBeInTheDocument();
    expect(await tile('Visa •••• 1112')).toBeInTheDocument();
  });

  it('declined by the bank: the provider’s message, no card added', async () => {
    cardsPage();
    await enterCard('4000 0000 0000 0002');
    expect(await formAlert()).toHaveTextContent('Bank odrzucił tę kartę. Sprawdź dane albo użyj innej karty.');
    expect(screen.queryByRole('article', { name: 'Visa •••• 0002' })).not.toBeInTheDocument();
  });

  it('waits for a slow provider script, showing that the form loads', async () => {
    setCardSdkScript(() => setTimeout(() => installCardSdkStandIn('normal'), 400));
    cardsPage();
    expect(await screen.findByText('Wczytywanie formularza karty…')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Numer karty' }, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('a provider script that never comes', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('ends in "Timeout" after 300 s', async () => {
    setCardSdkScript(() => installCardSdkStandIn('missing'));
    cardsPage();
    expect(await screen.findByText('Wczytywanie formularza karty…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(300_000);
    const alert = await formAlert();
    expect(alert).toHaveTextContent('Nie udało się wczytać formularza karty');
    expect(alert).toHaveTextContent('Timeout');
  });
});
