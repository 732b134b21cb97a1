import type { SettlementCardProviderResult } from '@portal/sdk/model';
import { goToProvider, isProviderAddress } from './provider-redirect';

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
  | { kind: 'cvv'; redirectUri: string }
  | { kind: 'failed'; message: string };

/** The answer as what the screen does next; a redirect to an address that is not the provider's is a failure. */
export function providerOutcome(result: SettlementCardProviderResult): ProviderOutcome {
  const { statusCode, statusDesc } = result.status;
  if (statusCode === 'SUCCESS') return { kind: 'success' };
  if (statusCode === 'WARNING_CONTINUE_3DS' && isProviderAddress(result.redirectUri))
    return { kind: 'verification', redirectUri: result.redirectUri };
  if (statusCode === 'WARNING_CONTINUE_CVV' && result.redirectUri)
    return { kind: 'cvv', redirectUri: result.redirectUri };
  return { kind: 'failed', message: statusDesc || providerTexts.declined };
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

/** The request id the provider put in a redirect address (what its SDK's `extractRefReqId` reads). */
export const refReqIdOf = (redirectUri: string) =>
  new URL(redirectUri, window.location.origin).searchParams.get('refReqId') ?? '';
