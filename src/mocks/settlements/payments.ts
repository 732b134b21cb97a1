import type { PaymentProcessStatus, Settlement } from '@portal/sdk/model';
import type { DemoCardDetails } from '@/mocks/card-provider/test-cards';
import type { DemoDb } from '@/mocks/db/db';

// What the card provider's confirmations do to a settlement in the demo (the real server hears of them from the
// provider): the stand-in payment page and the demo backend both go through here.

/** The client paid by card: the settlement is paid today, its card payment completed. */
export function markPaidByCard(settlement: Settlement) {
  Object.assign(settlement, {
    paymentStatus: 'Paid',
    clientPaymentStatus: 'Paid',
    collectionStatus: 'Paid',
    // today's local date (the stand-in page shares no module with the app's first page: no dayjs here)
    paymentDate: new Date().toLocaleDateString('sv-SE'),
    payuStatus: 'COMPLETED',
  } satisfies Partial<Settlement>);
}

/** A card payment that is not (yet) completed: started, awaiting confirmation or cancelled. */
export function setCardPaymentStatus(settlement: Settlement, status: Exclude<PaymentProcessStatus, 'COMPLETED'>) {
  settlement.payuStatus = status;
}

export const findSettlement = (db: DemoDb, id: string | null | undefined) =>
  id ? db.settlements.find((s) => s.id === id) : undefined;

/**
 * The provider keeps a card the client checked (tokenized, and verified where it asked): it is preferred unless
 * the client already has a preferred valid card. Saving the same token again changes nothing.
 */
export function keepSavedCard(db: DemoDb, userId: number, token: string, card: DemoCardDetails) {
  const own = db.savedCards.filter((c) => c.userId === userId);
  if (own.some((c) => c.value === token)) return;
  const preferred = !own.some((c) => c.preferred && c.status === 'NEW');
  db.savedCards.push({ userId, value: token, brandImageUrl: null, ...card, preferred, status: 'NEW' });
}
