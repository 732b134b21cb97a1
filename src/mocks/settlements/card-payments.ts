import {
  getCreateSettlementPaymentMockHandler,
  getDeleteSettlementCardMockHandler,
  getGetSettlementPaymentMethodsMockHandler,
  getPaySettlementBySavedCardMockHandler,
  getSaveSettlementCardMockHandler,
} from '@portal/sdk/mocks/settlements';
import type { Settlement } from '@portal/sdk/model';
import { HttpResponse } from 'msw';
import { awaitsClientPayment } from '@/lib/settlements/payment-rules';
import { cardProviderAnswer, cardSaveAnswer } from '@/mocks/card-provider/answer';
import { portalOrigin, providerPageUrl } from '@/mocks/card-provider/page-address';
import type { DemoDb } from '@/mocks/db/db';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, forbidden, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
import { markPaidByCard } from './payments';

const schemas = lazySchemas(() => import('@portal/sdk/zod/settlements'));

/** Where the provider sends the client back after checking a card: their cards, or their settlements. */
const cardsScreen = (request: Request) => new URL('/mySettlements?tab=cards', portalOrigin(request)).href;
const settlementsScreen = (request: Request) => new URL('/mySettlements', portalOrigin(request)).href;

/** The acting client's own settlement that waits for their payment; 404, 403 or 400 otherwise. */
function payableSettlement(db: DemoDb, request: Request, id: string): Settlement {
  const settlement = db.settlements.find((s) => s.id === id);
  if (!settlement || settlement.paymentStatus === 'Forecast') throw notFound('Nie znaleziono rozliczenia');
  if (settlement.client?.id !== actingUserId(request)) throw forbidden();
  if (!awaitsClientPayment(settlement)) throw badRequest({ settlementId: ['To rozliczenie nie czeka na płatność.'] });
  return settlement;
}

/**
 * The card payments of the client's settlements and their saved cards, with the demo's card provider behind
 * them: the stand-in's pages (demo-card-provider.html) and its test cards decide each answer.
 */
export const cardPaymentsHandlers = ({ db }: MockContext) => {
  const cardsOf = (userId: number | undefined) => db.savedCards.filter((card) => card.userId === userId);
  return [
    getGetSettlementPaymentMethodsMockHandler(({ request }) => ({
      cardTokens: cardsOf(actingUserId(request)).map(({ userId: _, ...card }) => card),
    })),
    getCreateSettlementPaymentMockHandler(async ({ request }) => {
      const { settlementId, currentUrl } = await validBody((await schemas()).CreateSettlementPaymentBody, request);
      const settlement = payableSettlement(db, request, settlementId);
      return {
        paymentUrl: providerPageUrl(request, {
          operation: 'pay',
          settlementId: settlement.id,
          continueUrl: currentUrl,
        }),
      };
    }),
    getPaySettlementBySavedCardMockHandler(({ request, params }) => {
      const settlement = payableSettlement(db, request, String(params.id));
      const cards = cardsOf(actingUserId(request)).filter((card) => card.status === 'NEW');
      const card = cards.find((c) => c.preferred) ?? cards[0];
      if (!card) throw badRequest({ id: ['Nie masz zapisanej ważnej karty płatniczej.'] });
      const settlementsUrl = settlementsScreen(request);
      return cardProviderAnswer({
        card: card.cardNumberMasked,
        request,
        succeed: () => {
          markPaidByCard(settlement);
          db.save();
        },
        secureCheck: {
          operation: '3ds',
          purpose: 'payment',
          settlementId: settlement.id,
          cardNumberMasked: card.cardNumberMasked,
          continueUrl: settlementsUrl,
        },
        cvv: { pending: { settlementId: settlement.id }, askOn: settlementsUrl },
        declined: 'Bank odrzucił płatność tą kartą.',
      });
    }),
    getSaveSettlementCardMockHandler(async ({ request }) => {
      const { token } = validQuery((await schemas()).SaveSettlementCardQueryParams, request);
      return cardSaveAnswer(db, request, { token, userId: actingUserId(request), returnTo: cardsScreen(request) });
    }),
    getDeleteSettlementCardMockHandler(async ({ request }) => {
      const { token } = validQuery((await schemas()).DeleteSettlementCardQueryParams, request);
      const userId = actingUserId(request);
      const index = db.savedCards.findIndex((card) => card.userId === userId && card.value === token);
      if (index < 0) throw notFound('Nie znaleziono karty');
      const [removed] = db.savedCards.splice(index, 1);
      // the provider makes another card preferred when the preferred one goes
      const next = removed.preferred && cardsOf(userId).find((card) => card.status === 'NEW');
      if (next) next.preferred = true;
      db.save();
      return new HttpResponse(null, { status: 204 }) as never;
    }),
  ];
};
