import type { SettlementCardToken } from '@portal/sdk/model';

const brandNames: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', MAESTRO: 'Maestro' };

/** "Visa •••• 1111": the brand and the last four digits, as a card is named to the client. */
export const cardLabel = (card: Pick<SettlementCardToken, 'cardBrand' | 'cardNumberMasked'>) =>
  `${brandNames[card.cardBrand.toUpperCase()] ?? card.cardBrand} •••• ${card.cardNumberMasked.slice(-4)}`;

/** The expiry as printed on a card: MM/YYYY. */
export const cardExpiry = (card: Pick<SettlementCardToken, 'cardExpirationMonth' | 'cardExpirationYear'>) =>
  `${String(card.cardExpirationMonth).padStart(2, '0')}/${card.cardExpirationYear}`;
