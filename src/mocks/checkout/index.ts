import {
  getGetCheckoutMockHandler,
  getPayCheckoutMockHandler,
  getSaveCheckoutCardMockHandler,
} from '@portal/sdk/mocks/checkout';
import type { CheckoutSettlement, Settlement } from '@portal/sdk/model';
import { cardSaveAnswer } from '@/mocks/card-provider/answer';
import { portalOrigin } from '@/mocks/card-provider/page-address';
import { confirmsPayments, demoCardOfToken } from '@/mocks/card-provider/test-cards';
import { fullName } from '@/copy/people';
import { badRequest, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
import { markPaidByCard } from '@/mocks/settlements/payments';

const schemas = lazySchemas(() => import('@portal/sdk/zod/checkout'));

/** The provider confirms a checkout payment on the page's third look at the settlement (about 3 s). */
const CONFIRMED_ON_POLL = 3;

/**
 * The public checkout (/checkout/{guid}): the settlement by its id, the payer's card and the payment, with no
 * sign-in. The demo's provider confirms a payment after a few looks, or never for its "no confirmation" test card.
 */
export const checkoutHandlers = ({ db }: MockContext) => {
  /** The card each checkout's payer entered (this page's life: the provider keeps it, the portal does not). */
  const cardOfCheckout = new Map<string, string>();
  /** Looks at a settlement whose payment waits for the provider. */
  const looks = new Map<string, number>();

  const published = (id: string | undefined) => {
    const settlement = db.settlements.find((s) => s.id === id);
    if (!settlement || settlement.paymentStatus === 'Forecast') throw notFound('Nie znaleziono płatności');
    return settlement;
  };
  const view = (s: Settlement): CheckoutSettlement => {
    const client = s.client ? db.users.find((u) => u.id === s.client!.id) : undefined;
    return {
      id: s.id,
      caseName: s.case.name,
      clientName: client ? fullName(client) : null,
      invoiceNumber: s.invoiceNumber ?? null,
      issueDate: s.issueDate ?? null,
      paymentDueDate: s.paymentDueDate ?? null,
      grossAmount: s.grossAmount,
      amountDue: s.amountDue,
      paymentStatus: s.paymentStatus,
      payuStatus: s.payuStatus ?? null,
    };
  };

  return [
    getGetCheckoutMockHandler(async ({ request }) => {
      const { guid } = validQuery((await schemas()).GetCheckoutQueryParams, request);
      const settlement = published(guid);
      if (settlement.payuStatus === 'WAITING_FOR_CONFIMRATION' && looks.has(settlement.id)) {
        const seen = looks.get(settlement.id)! + 1;
        looks.set(settlement.id, seen);
        const card = cardOfCheckout.get(settlement.id);
        if (seen >= CONFIRMED_ON_POLL && (!card || confirmsPayments(card))) {
          markPaidByCard(settlement);
          looks.delete(settlement.id);
          db.save();
        }
      }
      return view(settlement);
    }),
    getSaveCheckoutCardMockHandler(async ({ request }) => {
      const { token, settlementId } = await validBody((await schemas()).SaveCheckoutCardBody, request);
      const settlement = published(settlementId);
      const card = demoCardOfToken(token);
      if (card) cardOfCheckout.set(settlement.id, card.cardNumberMasked);
      const returnTo = new URL(`/checkout/${settlement.id}`, portalOrigin(request)).href;
      return cardSaveAnswer(db, request, { token, userId: settlement.client?.id, returnTo });
    }),
    getPayCheckoutMockHandler(async ({ request }) => {
      const { settlementId } = validQuery((await schemas()).PayCheckoutQueryParams, request);
      const settlement = published(settlementId);
      if (settlement.paymentStatus === 'Paid') throw badRequest({ settlementId: ['Ta faktura jest już opłacona.'] });
      const saved = db.savedCards.some((c) => c.userId === settlement.client?.id && c.status === 'NEW');
      if (!saved) throw badRequest({ settlementId: ['Płatnik nie ma zapisanej karty.'] });
      settlement.payuStatus = 'WAITING_FOR_CONFIMRATION';
      looks.set(settlement.id, 0);
      db.save();
      return { status: { statusCode: 'SUCCESS' } };
    }),
  ];
};
