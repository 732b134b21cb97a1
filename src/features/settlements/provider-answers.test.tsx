import { getPayCheckoutMockHandler, getSaveCheckoutCardMockHandler } from '@portal/sdk/mocks/checkout';
import {
  getPaySettlementBySavedCardMockHandler,
  getSaveSettlementCardMockHandler,
} from '@portal/sdk/mocks/settlements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/components/settlements/provider-redirect';
import { providerTexts } from '@/components/settlements/provider-result';
import { setCardSdkScript } from '@/lib/card-sdk/load';
import type { CardSdk } from '@/lib/card-sdk/types';
import { installCardSdkStandIn } from '@/mocks/card-provider/sdk-stand-in';
import { settlementId } from '@/mocks/db/settlement-ids';
import {
  cvvAnswers,
  malformedAnswers,
  malformedCvvSendAnswers,
  malformedTokenizeAnswers,
  secureCheckAnswers,
} from '@/testing/malformed-provider-answers';
import { renderApp } from '@/testing/render';

// Issue 32: whatever shape the card provider's answer takes (to paying with a saved card, to saving a card, or its
// SDK's to tokenizing the card and to sending the CVV), the screen says the operation failed and stays where it is;
// nothing is thrown, nothing is followed.

const declined = providerTexts.declined;

/** Errors that escaped: thrown in a callback, or a promise nobody caught. */
function escapedErrors() {
  const escaped: unknown[] = [];
  const onError = (event: ErrorEvent) => escaped.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => escaped.push(event.reason);
  const onNodeRejection = (reason: unknown) => escaped.push(reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  process.on('unhandledRejection', onNodeRejection);
  return {
    escaped,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      process.off('unhandledRejection', onNodeRejection);
    },
  };
}

/** The answers one after another: `answer()` gives the current one to the provider's stand-ins. */
function answersInTurn(answers: unknown[]) {
  let turn = -1;
  let given = 0;
  return {
    answer: () => {
      given++;
      return answers[turn];
    },
    /** Clicks `button` for each answer in turn, running `check` once the screen has dealt with it. */
    async each(
      button: () => HTMLElement,
      check: (answer: unknown) => Promise<void> | void,
      prepare?: () => Promise<void>,
    ) {
      for (turn = 0; turn < answers.length; turn++) {
        await prepare?.();
        const before = given;
        await userEvent.click(button());
        await waitFor(() => expect(given).toBe(before + 1));
        await waitFor(() => expect(button()).toBeEnabled());
        await check(answers[turn]);
      }
    },
  };
}

describe('a malformed answer to paying with the saved card', { timeout: 120_000 }, () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let errors: ReturnType<typeof escapedErrors>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    errors = escapedErrors();
  });
  afterEach(() => {
    errors.stop();
    vi.useRealTimers();
  });

  async function payWithSavedCard(answers: unknown[]) {
    const turns = answersInTurn(answers);
    const { history } = renderApp('/mySettlements', {
      role: 'Client',
      handlers: [getPaySettlementBySavedCardMockHandler(turns.answer as never)],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Zapłać fakturę FV/2026/10/0087' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Płatność kartą' });
    await within(dialog).findByRole('radio', { name: 'Zapisana karta Visa •••• 1111' });
    await turns.each(
      () => within(screen.getByRole('dialog', { name: 'Płatność kartą' })).getByRole('button', { name: 'Zapłać' }),
      (answer) => {
        const why = JSON.stringify(answer) ?? String(answer);
        // the dialog stays, saying the payment failed
        expect(screen.getByRole('dialog', { name: 'Płatność kartą' }), why).toBe(dialog);
        expect(within(dialog).getByRole('alert'), why).toHaveTextContent(declined);
        // nothing followed: no bank's check, no CVV step, no other address
        expect(screen.queryByText('Weryfikacja karty'), why).not.toBeInTheDocument();
        expect(screen.queryByText('Konieczne uzupełnienie'), why).not.toBeInTheDocument();
        expect(history.location.search, why).toBe('');
        expect(assign, why).not.toHaveBeenCalled();
        expect(errors.escaped, why).toEqual([]);
      },
    );
  }

  it('asking for the CVV at an address that is none, or without a request id', () => payWithSavedCard(cvvAnswers));
  it('asking for the bank’s check at an address that is none', () => payWithSavedCard(secureCheckAnswers));
  it('of any other shape', () => payWithSavedCard(malformedAnswers));
});

/** What the card form says under its button. */
const formAlert = () => within(screen.getByRole('region', { name: 'Dodaj kartę' })).getByRole('alert');

async function typeCard(number = '4444 3333 2222 1111') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Numer karty' }, { timeout: 5000 }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Data ważności' }), '12/30');
  await userEvent.type(screen.getByRole('textbox', { name: 'Kod CVV' }), '123');
}
const saveButton = () => screen.getByRole('button', { name: 'Zapisz' });

/** The demo's provider script, with its answers to tokenizing or to the CVV replaced. */
function sdkAnswering(answers: Partial<Record<'tokenize' | 'sendCvv', () => unknown>>) {
  setCardSdkScript(() => {
    installCardSdkStandIn('normal');
    const standIn = window.PayU!;
    window.PayU = (posId, options) => {
      const sdk = standIn(posId, options);
      return {
        ...sdk,
        ...(answers.tokenize && { tokenize: async () => answers.tokenize!() }),
        ...(answers.sendCvv && { sendCvv: async () => answers.sendCvv!() }),
      } as CardSdk;
    };
  });
}

describe('a malformed answer to saving a card', { timeout: 120_000 }, () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let errors: ReturnType<typeof escapedErrors>;
  beforeEach(() => {
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    errors = escapedErrors();
  });
  afterEach(() => errors.stop());

  const notSaved = (message: (answer: unknown) => string) => (answer: unknown) => {
    const why = JSON.stringify(answer) ?? String(answer);
    expect(formAlert(), why).toHaveTextContent(message(answer));
    // the form is still there, with what was typed
    expect(screen.getByRole('textbox', { name: 'Numer karty' }), why).toHaveValue('4444 3333 2222 1111');
    expect(screen.queryByText('Weryfikacja karty'), why).not.toBeInTheDocument();
    expect(screen.queryByText('Konieczne uzupełnienie'), why).not.toBeInTheDocument();
    expect(screen.queryByText('Karta została dodana pomyślnie'), why).not.toBeInTheDocument();
    expect(assign, why).not.toHaveBeenCalled();
    expect(errors.escaped, why).toEqual([]);
  };

  it('from the server: CVV and bank’s check addresses that are none, answers of any other shape', async () => {
    const turns = answersInTurn([...cvvAnswers, ...secureCheckAnswers, ...malformedAnswers]);
    renderApp('/mySettlements?tab=cards', {
      role: 'Client',
      handlers: [getSaveSettlementCardMockHandler(turns.answer as never)],
    });
    await typeCard();
    await turns.each(
      saveButton,
      notSaved(() => declined),
    );
  });

  it('from the provider’s script, tokenizing the card', async () => {
    const turns = answersInTurn([
      ...malformedTokenizeAnswers,
      // the messages it did give, joined
      { status: 'ERROR', error: { messages: [{ message: 'Zły numer' }, null, { message: 'Zła data' }] } },
    ]);
    sdkAnswering({ tokenize: turns.answer });
    renderApp('/mySettlements?tab=cards', { role: 'Client' });
    await typeCard();
    await turns.each(
      saveButton,
      notSaved((answer) => ((JSON.stringify(answer) ?? '').includes('Zły numer') ? 'Zły numer, Zła data' : declined)),
    );
  });

  it('from the provider’s script, sending the CVV', async () => {
    const turns = answersInTurn(malformedCvvSendAnswers);
    sdkAnswering({ sendCvv: turns.answer });
    renderApp('/mySettlements?tab=cards', { role: 'Client' });
    // the demo's test card the provider asks the CVV for
    await typeCard('4012 0010 3714 1112');
    await userEvent.click(saveButton());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kod CVV' }), '123');
    await turns.each(
      () => screen.getByRole('button', { name: 'Zatwierdź' }),
      (answer) => {
        const why = JSON.stringify(answer) ?? String(answer);
        // the CVV step stays, for another try
        expect(formAlert(), why).toHaveTextContent(declined);
        expect(screen.queryByText('Karta została dodana pomyślnie'), why).not.toBeInTheDocument();
        expect(errors.escaped, why).toEqual([]);
      },
    );
  });
});

describe('a malformed answer on the public checkout', { timeout: 120_000 }, () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let errors: ReturnType<typeof escapedErrors>;
  beforeEach(() => {
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    errors = escapedErrors();
  });
  afterEach(() => errors.stop());

  const payButton = () => screen.getByRole('button', { name: 'Zapłać' });
  const notPaid = (answer: unknown) => {
    const why = JSON.stringify(answer) ?? String(answer);
    expect(
      screen.getAllByRole('alert').map((alert) => alert.textContent),
      why,
    ).toContain(declined);
    // the card form is there again, for another try
    expect(screen.getByRole('textbox', { name: 'Numer karty' }), why).toBeInTheDocument();
    expect(screen.queryByText('Weryfikacja karty'), why).not.toBeInTheDocument();
    expect(screen.queryByText('Konieczne uzupełnienie'), why).not.toBeInTheDocument();
    expect(assign, why).not.toHaveBeenCalled();
    expect(errors.escaped, why).toEqual([]);
  };

  it.each([
    ['saving the card', getSaveCheckoutCardMockHandler],
    ['paying with it', getPayCheckoutMockHandler],
  ])('%s', async (_, handler) => {
    const turns = answersInTurn([
      ...cvvAnswers.filter((_, i) => i % 3 === 0),
      ...secureCheckAnswers.filter((_, i) => i % 3 === 1),
      ...malformedAnswers,
    ]);
    renderApp(`/checkout/${settlementId(2)}`, { handlers: [handler(turns.answer as never)] });
    // the form comes back empty after a payment that failed
    const typeCardIfEmpty = async () => {
      const number = await screen.findByRole('textbox', { name: 'Numer karty' }, { timeout: 5000 });
      if (!(number as HTMLInputElement).value) await typeCard();
    };
    await turns.each(payButton, notPaid, typeCardIfEmpty);
  });
});
