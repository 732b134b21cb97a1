import { http, HttpResponse } from 'msw';
import type { DemoDb } from '@/mocks/db/db';
import { findSettlement, keepSavedCard, markPaidByCard } from '@/mocks/settlements/payments';
import { CVV_ENDPOINT } from './send-cvv';
import { demoCardOfToken } from './test-cards';

// The provider's CVV step: after WARNING_CONTINUE_CVV the portal sends the CVV with the request id of the answer
// (the stand-in's `sendCvv`), and the provider finishes what waited for it.

/** What waits for the CVV: a payment of a settlement, or a card being saved. */
export type PendingCvv = { settlementId: string } | { token: string; userId: number };

const PREFIX = 'demo-cvv.';

/** The request id the provider hands out with WARNING_CONTINUE_CVV: the demo keeps the pending step in it. */
export const pendingCvvRefReqId = (pending: PendingCvv) => `${PREFIX}${encodeURIComponent(JSON.stringify(pending))}`;

function pendingOf(refReqId: string): PendingCvv | undefined {
  if (!refReqId.startsWith(PREFIX)) return undefined;
  try {
    return JSON.parse(decodeURIComponent(refReqId.slice(PREFIX.length)));
  } catch {
    return undefined;
  }
}

/** The provider's end of `sendCvv`: 200 once done, 400 with the provider's error code otherwise. */
export const cvvHandler = (db: DemoDb) =>
  http.post(`*${CVV_ENDPOINT}`, async ({ request }) => {
    const { refReqId, cvv } = (await request.json()) as { refReqId?: string; cvv?: string };
    const pending = pendingOf(refReqId ?? '');
    if (!pending) return HttpResponse.json({ code: 'error.send.cvv' }, { status: 400 });
    if (!/^\d{3}$/.test(cvv ?? '')) return HttpResponse.json({ code: 'error.validation.cvv.value' }, { status: 400 });
    if ('settlementId' in pending) {
      const settlement = findSettlement(db, pending.settlementId);
      if (!settlement) return HttpResponse.json({ code: 'error.send.cvv' }, { status: 400 });
      markPaidByCard(settlement);
    } else {
      const card = demoCardOfToken(pending.token);
      if (!card) return HttpResponse.json({ code: 'error.send.cvv' }, { status: 400 });
      keepSavedCard(db, pending.userId, pending.token, card);
    }
    db.save();
    return HttpResponse.json({ status: 'SUCCESS' });
  });
