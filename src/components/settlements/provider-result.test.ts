import { describe, expect, it } from 'vitest';
import {
  cvvAddressesWithoutRequestId,
  cvvAnswers,
  malformedAddresses,
  malformedAnswers,
  malformedCvvSendAnswers,
  malformedTokenizeAnswers,
  secureCheckAnswers,
} from '@/testing/malformed-provider-answers';
import { providerRedirectUrl } from './provider-redirect';
import { cvvOutcome, providerOutcome, providerTexts, tokenizeOutcome } from './provider-result';

// Issue 32: the card provider's answers, read whatever they are. The screens' side: ./provider-answers.test.tsx in
// src/features/settlements.

const origin = 'http://localhost:5173';
const failed = { kind: 'failed', message: providerTexts.declined };
const named = (values: unknown[]) => values.map((value) => [JSON.stringify(value) ?? String(value), value] as const);

describe('the answer to saving a card or paying with one', () => {
  it('is followed when it is the provider’s: accepted, the bank’s check, the CVV, refused in its words', () => {
    expect(providerOutcome({ status: { statusCode: 'SUCCESS' } }, origin)).toEqual({ kind: 'success' });
    for (const redirectUri of [
      'https://bank.example.pl/3ds?ref=1',
      'https://secure.payu.com/3ds/abc',
      `${origin}/demo-card-provider.html?operation=3ds&purpose=saveCard`,
    ])
      expect(providerOutcome({ status: { statusCode: 'WARNING_CONTINUE_3DS' }, redirectUri }, origin)).toEqual({
        kind: 'verification',
        redirectUri,
      });
    const demoCvv = `${origin}/mySettlements?tab=cards&refReqId=demo-cvv.%257B%2522token%2522%253A%2522T%2522%257D`;
    for (const [redirectUri, refReqId] of [
      ['https://secure.payu.com/cvv?refReqId=7b5a1c2e-11.x_y', '7b5a1c2e-11.x_y'],
      [demoCvv, 'demo-cvv.%7B%22token%22%3A%22T%22%7D'],
    ])
      expect(providerOutcome({ status: { statusCode: 'WARNING_CONTINUE_CVV' }, redirectUri }, origin)).toEqual({
        kind: 'cvv',
        redirectUri,
        refReqId,
      });
    expect(providerOutcome({ status: { statusCode: 'ERROR', statusDesc: ' Karta zablokowana. ' } }, origin)).toEqual({
      kind: 'failed',
      message: 'Karta zablokowana.',
    });
    expect(providerOutcome({ status: { statusCode: 'ERROR' } }, origin)).toEqual(failed);
  });

  it.each(named(cvvAnswers))('asking for the CVV, is a failure: %s', (_, answer) =>
    expect(providerOutcome(answer, origin)).toEqual(failed),
  );

  it.each(named(secureCheckAnswers))('asking for the bank’s check, is a failure: %s', (_, answer) =>
    expect(providerOutcome(answer, origin)).toEqual(failed),
  );

  it.each(named(malformedAnswers))('of no shape of the provider’s, is a failure: %s', (_, answer) =>
    expect(providerOutcome(answer, origin)).toEqual(failed),
  );
});

describe('a provider’s address to go on to', () => {
  it('is an absolute https one, or one of the portal’s own origin', () => {
    expect(providerRedirectUrl('https://bank.example.pl/3ds?ref=1', origin)?.href).toBe(
      'https://bank.example.pl/3ds?ref=1',
    );
    expect(providerRedirectUrl(`${origin}/demo-card-provider.html`, origin)?.href).toBe(
      `${origin}/demo-card-provider.html`,
    );
    // a request id is the CVV step's business, not the address's
    for (const address of cvvAddressesWithoutRequestId) expect(providerRedirectUrl(address, origin)).toBeDefined();
  });

  it.each(named(malformedAddresses))('is none for %s, and is never thrown at', (_, address) =>
    expect(providerRedirectUrl(address, origin)).toBeUndefined(),
  );
});

describe('the provider’s script’s answers', () => {
  it('to tokenizing: the token, or its messages joined', () => {
    expect(
      tokenizeOutcome({ status: 'SUCCESS', body: { token: 'TOKC_A-1_b.2', mask: '4444 33** **** 1111' } }),
    ).toEqual({ token: 'TOKC_A-1_b.2' });
    expect(
      tokenizeOutcome({
        status: 'ERROR',
        error: { messages: [{ message: 'Zły numer' }, { code: 'x' }, { message: ' Zła data ' }] },
      }),
    ).toEqual({ errors: 'Zły numer, Zła data' });
  });

  it.each(named(malformedTokenizeAnswers))('to tokenizing, malformed: %s', (_, answer) =>
    expect(tokenizeOutcome(answer)).toEqual({ errors: providerTexts.declined }),
  );

  it('to sending the CVV: done, or its messages joined', () => {
    expect(cvvOutcome({ status: 'SUCCESS' })).toEqual({ sent: true });
    expect(cvvOutcome({ status: 'ERROR', error: { messages: [{ message: 'Nieprawidłowy kod CVV' }] } })).toEqual({
      errors: 'Nieprawidłowy kod CVV',
    });
  });

  it.each(named(malformedCvvSendAnswers))('to sending the CVV, malformed: %s', (_, answer) =>
    expect(cvvOutcome(answer)).toEqual({ errors: providerTexts.declined }),
  );
});
