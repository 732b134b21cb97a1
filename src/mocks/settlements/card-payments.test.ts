import {
  createSettlementPayment,
  deleteSettlementCard,
  getSettlementPaymentMethods,
  paySettlementBySavedCard,
  saveSettlementCard,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { TEST_API_ORIGIN } from '@/testing/server';
import { demoApi } from '@/testing/demo-api';
import { sendCvvToDemoProvider } from '@/mocks/card-provider/send-cvv';
import { demoCardToken, demoTestCards, maskCardNumber } from '@/mocks/card-provider/test-cards';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';

const api = demoApi({ as: 'Client' });
const unpaid = settlementId(2); // FV/2026/10/0087, no card payment yet
const tokenOf = (outcome: string) => {
  const card = demoTestCards.find((c) => c.outcome === outcome)!;
  return demoCardToken({
    cardBrand: card.brand,
    cardNumberMasked: maskCardNumber(card.number),
    cardExpirationMonth: 12,
    cardExpirationYear: 2030,
  });
};
const settlement = (id: string) => api.db.settlements.find((s) => s.id === id)!;
const currentUrl = 'http://localhost:3000/mySettlements';

describe('starting a card payment', () => {
  it('names the provider’s page for the client’s own unpaid settlement, with the way back', async () => {
    const { paymentUrl } = await createSettlementPayment({ settlementId: unpaid, currentUrl });
    const url = new URL(paymentUrl);
    expect(url.pathname).toBe('/demo-card-provider.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operation: 'pay',
      settlementId: unpaid,
      continueUrl: currentUrl,
    });
    // nothing is paid until the provider says so
    expect(settlement(unpaid).paymentStatus).toBe('InvoiceIssued');
  });

  it('refuses another client’s settlement (403), a paid one or one under way (400), an unknown one (404)', async () => {
    const refusal = (id: string) => createSettlementPayment({ settlementId: id, currentUrl }).catch((e) => e);
    expect(await refusal(settlementId(11))).toMatchObject({ status: 403 });
    expect(await refusal(settlementId(1))).toMatchObject({ status: 400 });
    expect(await refusal(settlementId(9))).toMatchObject({ status: 400 });
    expect(await refusal(settlementId(999))).toMatchObject({ status: 404 });
    expect(
      await createSettlementPayment({ settlementId: unpaid, currentUrl: 'nie adres' }).catch((e) => e),
    ).toMatchObject({
      status: 400,
    });
  });
});

describe('paying with the saved card', () => {
  it('pays with the preferred valid card: paid today, the card payment completed', async () => {
    expect(await paySettlementBySavedCard(unpaid)).toEqual({ status: { statusCode: 'SUCCESS' } });
    expect(settlement(unpaid)).toMatchObject({
      paymentStatus: 'Paid',
      payuStatus: 'COMPLETED',
      clientPaymentStatus: 'Paid',
    });
    expect(settlement(unpaid).paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers by the card: the bank’s check, the CVV, or a refusal', async () => {
    const preferred = api.db.savedCards.find((c) => c.userId === ids.person.client && c.preferred)!;
    const payWith = (outcome: string) => {
      preferred.cardNumberMasked = maskCardNumber(demoTestCards.find((c) => c.outcome === outcome)!.number);
      return paySettlementBySavedCard(unpaid);
    };
    const secure = await payWith('WARNING_CONTINUE_3DS');
    expect(secure.status.statusCode).toBe('WARNING_CONTINUE_3DS');
    expect(new URL(secure.redirectUri!).searchParams.get('purpose')).toBe('payment');
    const cvv = await payWith('WARNING_CONTINUE_CVV');
    expect(cvv.status.statusCode).toBe('WARNING_CONTINUE_CVV');
    const refReqId = new URL(cvv.redirectUri!).searchParams.get('refReqId')!;
    expect((await payWith('ERROR')).status).toEqual({
      statusCode: 'ERROR',
      statusDesc: 'Bank odrzucił płatność tą kartą.',
    });
    expect(settlement(unpaid).paymentStatus).toBe('InvoiceIssued');
    // the CVV sent with the answer's request id finishes the payment
    expect(await sendCvvToDemoProvider(refReqId, '123', TEST_API_ORIGIN)).toEqual({ ok: true });
    expect(settlement(unpaid).paymentStatus).toBe('Paid');
  });

  it('without a valid saved card is refused with 400', async () => {
    api.db.savedCards.forEach((card) => (card.status = 'EXPIRED'));
    expect(await paySettlementBySavedCard(unpaid).catch((e) => e)).toMatchObject({ status: 400 });
  });
});

describe('saved cards', () => {
  it('lists only the caller’s cards', async () => {
    const { cardTokens } = await getSettlementPaymentMethods();
    expect(cardTokens.map((c) => c.cardNumberMasked)).toEqual(['444433******1111', '535600******7891']);
    expect(cardTokens[0]).not.toHaveProperty('userId');
  });

  it('saves a card the provider accepts; asks for the bank’s check or the CVV first; refuses a declined one', async () => {
    const before = api.db.savedCards.length;
    expect(await saveSettlementCard({ token: tokenOf('SUCCESS'), fingerprint: 'fp' })).toEqual({
      status: { statusCode: 'SUCCESS' },
    });
    expect(api.db.savedCards).toHaveLength(before + 1);
    // the client already has a preferred valid card
    expect(api.db.savedCards.at(-1)).toMatchObject({ userId: ids.person.client, preferred: false, status: 'NEW' });

    const secure = await saveSettlementCard({ token: tokenOf('WARNING_CONTINUE_3DS'), fingerprint: 'fp' });
    expect(secure.status.statusCode).toBe('WARNING_CONTINUE_3DS');
    expect(new URL(secure.redirectUri!).searchParams.get('continueUrl')).toMatch(/\/mySettlements\?tab=cards$/);
    const cvv = await saveSettlementCard({ token: tokenOf('WARNING_CONTINUE_CVV'), fingerprint: 'fp' });
    expect(cvv.status.statusCode).toBe('WARNING_CONTINUE_CVV');
    const declined = await saveSettlementCard({ token: tokenOf('ERROR'), fingerprint: 'fp' });
    expect(declined.status.statusCode).toBe('ERROR');
    expect(api.db.savedCards).toHaveLength(before + 1);

    const refReqId = new URL(cvv.redirectUri!).searchParams.get('refReqId')!;
    expect(await sendCvvToDemoProvider(refReqId, '12', TEST_API_ORIGIN)).toEqual({
      ok: false,
      code: 'error.validation.cvv.value',
    });
    expect(await sendCvvToDemoProvider(refReqId, '123', TEST_API_ORIGIN)).toEqual({ ok: true });
    expect(api.db.savedCards).toHaveLength(before + 2);
  });

  it('deletes the caller’s card; the next valid one becomes preferred; another’s card is not found', async () => {
    const [preferred] = (await getSettlementPaymentMethods()).cardTokens;
    await saveSettlementCard({ token: tokenOf('SUCCESS'), fingerprint: 'fp' });
    await deleteSettlementCard({ token: preferred.value });
    const { cardTokens } = await getSettlementPaymentMethods();
    expect(cardTokens.find((c) => c.value === preferred.value)).toBeUndefined();
    expect(cardTokens.find((c) => c.status === 'NEW')?.preferred).toBe(true);
    const foreign = api.db.savedCards.find((c) => c.userId !== ids.person.client)!;
    expect(await deleteSettlementCard({ token: foreign.value }).catch((e) => e)).toMatchObject({ status: 404 });
  });
});
