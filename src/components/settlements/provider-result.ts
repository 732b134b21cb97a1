import { goToProvider, providerRedirectUrl } from './provider-redirect';
import { REF_REQ_ID } from './provider-return-search';

// What the card provider answered to saving a card or paying with a saved one (spec 000 sections 4 and 8), for
// every screen that asks it: the client's cards and settlements, and the public checkout.

export const providerTexts = {
  verification: {
    title: 'Weryfikacja karty',
    message: 'Za chwilę przejdziesz na stronę banku, aby potwierdzić kartę.',
  },
  cvvNeeded: { title: 'Konieczne uzupełnienie', message: 'Podaj kod CVV karty i zatwierdź' },
  declined: 'Operator płatności odrzucił operację. Spróbuj ponownie albo użyj innej karty.',
};

/** The 3-D Secure redirect waits this long under its notice (spec 000 section 9). */
export const VERIFICATION_REDIRECT_MS = 1000;

export type ProviderOutcome =
  | { kind: 'success' }
  | { kind: 'verification'; redirectUri: string }
  | { kind: 'cvv'; redirectUri: string; refReqId: string }
  | { kind: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The provider's own words, when it gave some: a string with something in it. */
const wordsOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const failed = (message: string = providerTexts.declined): ProviderOutcome => ({ kind: 'failed', message });

/** The request id of a CVV step's address (`refReqId`, what the SDK's `extractRefReqId` reads); none if unusable. */
function cvvRefReqId(redirectUri: unknown, origin: string): string | undefined {
  const refReqId = providerRedirectUrl(redirectUri, origin)?.searchParams.get('refReqId');
  return refReqId && REF_REQ_ID.test(refReqId) ? refReqId : undefined;
}

/**
 * The answer to saving a card or paying with a saved one (`status.statusCode`, `status.statusDesc`,
 * `redirectUri`) as what the screen does next. It is read as it comes, whatever it is: an answer that is no
 * object, lacks its status, has fields of other types, or names an address that is no provider's (not an absolute
 * https or same-origin one, or without a usable request id for the CVV) is a failed operation, told with the
 * provider's words on an error, else with `providerTexts.declined`. This never throws.
 */
export function providerOutcome(answer: unknown, origin: string = window.location.origin): ProviderOutcome {
  const status = isRecord(answer) && isRecord(answer.status) ? answer.status : undefined;
  const redirectUri = isRecord(answer) ? answer.redirectUri : undefined;
  if (!status || typeof status.statusCode !== 'string') return failed();
  switch (status.statusCode) {
    case 'SUCCESS':
      return { kind: 'success' };
    case 'WARNING_CONTINUE_3DS': {
      const address = providerRedirectUrl(redirectUri, origin);
      return address ? { kind: 'verification', redirectUri: address.href } : failed();
    }
    case 'WARNING_CONTINUE_CVV': {
      const refReqId = cvvRefReqId(redirectUri, origin);
      return refReqId ? { kind: 'cvv', redirectUri: redirectUri as string, refReqId } : failed();
    }
    default:
      return failed(wordsOf(status.statusDesc));
  }
}

/** The messages of the SDK's refusal joined by a comma (spec 000 section 8); the general one without any. */
function sdkErrors(answer: Record<string, unknown>): string {
  const messages = isRecord(answer.error) && Array.isArray(answer.error.messages) ? answer.error.messages : [];
  const words = messages.map((message) => (isRecord(message) ? wordsOf(message.message) : undefined));
  return words.filter((text) => text !== undefined).join(', ') || providerTexts.declined;
}

/** A card token as the provider hands them out: letters, digits and `_.-`, not endless. */
const CARD_TOKEN = /^[\w.-]{1,1024}$/;

/**
 * The SDK's answer to tokenizing the card typed into its fields: the token, or what to say under the button (its
 * messages joined, or, for an answer of any other shape, `providerTexts.declined`). This never throws.
 */
export function tokenizeOutcome(answer: unknown): { token: string } | { errors: string } {
  if (!isRecord(answer)) return { errors: providerTexts.declined };
  const token = answer.status === 'SUCCESS' && isRecord(answer.body) ? answer.body.token : undefined;
  if (typeof token === 'string' && CARD_TOKEN.test(token)) return { token };
  return { errors: answer.status === 'ERROR' ? sdkErrors(answer) : providerTexts.declined };
}

/** The SDK's answer to sending the CVV: done, or what to say under the button, as `tokenizeOutcome`. */
export function cvvOutcome(answer: unknown): { sent: true } | { errors: string } {
  if (isRecord(answer) && answer.status === 'SUCCESS') return { sent: true };
  return { errors: isRecord(answer) && answer.status === 'ERROR' ? sdkErrors(answer) : providerTexts.declined };
}

/** The non-closable "Weryfikacja karty" notice, then the bank's page a second later. */
export function startCardVerification(redirectUri: string) {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      id: 'card-verification',
      ...providerTexts.verification,
      loading: true,
      withCloseButton: false,
      autoClose: false,
    }),
  );
  setTimeout(() => goToProvider(redirectUri), VERIFICATION_REDIRECT_MS);
}

/**
 * The request id the provider put in a CVV step's address (what its SDK's `extractRefReqId` reads); empty when the
 * address has none that can be used (`providerOutcome` has said so already).
 */
export const refReqIdOf = (redirectUri: string) => cvvRefReqId(redirectUri, window.location.origin) ?? '';
