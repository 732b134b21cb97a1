import type { SettlementCardProviderResult } from '@portal/sdk/model';
import { pendingCvvRefReqId, type PendingCvv } from './cvv';
import { providerPageUrl, type ProviderPageVisit } from './page-address';
import type { DemoDb } from '@/mocks/db/db';
import { keepSavedCard } from '@/mocks/settlements/payments';
import { demoCardOfToken, outcomeOfMaskedCard } from './test-cards';

/** What the provider does with a card, by the test card it is (test-cards.ts). */
export interface CardOperation {
  /** The card's masked number. */
  card: string;
  /** The request the demo backend answers. */
  request: Request;
  /** Done at once: the card is accepted. */
  succeed: () => void;
  /** The bank's 3-D Secure check first, on the stand-in's page. */
  secureCheck: ProviderPageVisit;
  /** The CVV first: what waits for it, and the screen that asks for it. */
  cvv: { pending: PendingCvv; askOn: string };
  /** The provider's words when the bank refuses. */
  declined: string;
}

/** The card provider's answer to saving a card or paying with one (spec 000 section 4). */
export function cardProviderAnswer(operation: CardOperation): SettlementCardProviderResult {
  switch (outcomeOfMaskedCard(operation.card)) {
    case 'SUCCESS':
      operation.succeed();
      return { status: { statusCode: 'SUCCESS' } };
    case 'WARNING_CONTINUE_3DS':
      return {
        status: { statusCode: 'WARNING_CONTINUE_3DS' },
        redirectUri: providerPageUrl(operation.request, operation.secureCheck),
      };
    case 'WARNING_CONTINUE_CVV': {
      const url = new URL(operation.cvv.askOn);
      url.searchParams.set('refReqId', pendingCvvRefReqId(operation.cvv.pending));
      return { status: { statusCode: 'WARNING_CONTINUE_CVV' }, redirectUri: url.href };
    }
    default:
      return { status: { statusCode: 'ERROR', statusDesc: operation.declined } };
  }
}

/**
 * The provider's answer to saving a card for `userId` (the portal's cards, or the payer's on the public checkout):
 * kept at once, or after the bank's check or the CVV; the provider sends the browser back to `returnTo`.
 */
export function cardSaveAnswer(
  db: DemoDb,
  request: Request,
  { token, userId, returnTo }: { token: string; userId: number | undefined; returnTo: string },
): SettlementCardProviderResult {
  const card = demoCardOfToken(token);
  if (!card || !userId) return { status: { statusCode: 'ERROR', statusDesc: 'Nieprawidłowy token karty.' } };
  return cardProviderAnswer({
    card: card.cardNumberMasked,
    request,
    succeed: () => {
      keepSavedCard(db, userId, token, card);
      db.save();
    },
    secureCheck: { operation: '3ds', purpose: 'saveCard', token, userId: String(userId), continueUrl: returnTo },
    cvv: { pending: { token, userId }, askOn: returnTo },
    declined: 'Bank odrzucił tę kartę. Sprawdź dane albo użyj innej karty.',
  });
}
