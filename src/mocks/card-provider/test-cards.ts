import type { CardProviderStatusCode } from '@portal/sdk/model';

// The demo's card provider: which card numbers lead to which answer. The stand-in secure fields list them, the
// demo backend answers by them (saving a card, paying with a saved one), so a reviewer reaches every branch.

export interface DemoTestCard {
  number: string;
  brand: 'VISA' | 'MASTERCARD';
  outcome: CardProviderStatusCode;
  /** What happens, as the stand-in tells the reviewer. */
  label: string;
  /** A payment with it is taken but never confirmed (the public checkout's warning page). */
  neverConfirmed?: true;
}

export const demoTestCards: DemoTestCard[] = [
  { number: '4444333322221111', brand: 'VISA', outcome: 'SUCCESS', label: 'karta przyjęta' },
  { number: '5434021016824014', brand: 'MASTERCARD', outcome: 'WARNING_CONTINUE_3DS', label: 'weryfikacja 3-D Secure' },
  { number: '4012001037141112', brand: 'VISA', outcome: 'WARNING_CONTINUE_CVV', label: 'wymaga kodu CVV' },
  { number: '4000000000000002', brand: 'VISA', outcome: 'ERROR', label: 'odrzucona przez bank' },
  {
    number: '5555555555554444',
    brand: 'MASTERCARD',
    outcome: 'SUCCESS',
    label: 'przyjęta, płatność bez potwierdzenia',
    neverConfirmed: true,
  },
];

/** The provider's masked form of a card number: the first six and the last four digits. */
export const maskCardNumber = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;

/** The answer for a card (by its masked number); a card the table does not name is accepted. */
export const outcomeOfMaskedCard = (masked: string): CardProviderStatusCode =>
  demoTestCards.find((card) => maskCardNumber(card.number) === masked)?.outcome ?? 'SUCCESS';

/** Whether the provider ever confirms a payment with the card (by its masked number). */
export const confirmsPayments = (masked: string) =>
  !demoTestCards.some((card) => card.neverConfirmed && maskCardNumber(card.number) === masked);

/** What the demo's token carries: the card as the provider would describe it to the server. */
export interface DemoCardDetails {
  cardBrand: string;
  cardNumberMasked: string;
  cardExpirationMonth: number;
  cardExpirationYear: number;
}

const TOKEN_PREFIX = 'TOKC_DEMO_';

/** A token of the stand-in's tokenize: opaque to the portal, readable by the demo backend. */
export const demoCardToken = (card: DemoCardDetails) =>
  `${TOKEN_PREFIX}${btoa(JSON.stringify(card)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}`;

/** The card a demo token stands for; undefined for any other token. */
export function demoCardOfToken(token: string): DemoCardDetails | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const value = JSON.parse(atob(token.slice(TOKEN_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/')));
    return typeof value?.cardNumberMasked === 'string' ? (value as DemoCardDetails) : undefined;
  } catch {
    return undefined;
  }
}
