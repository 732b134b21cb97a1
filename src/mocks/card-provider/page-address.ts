// The address of the demo's stand-in for the card provider's own pages (demo-card-provider.html): the hosted
// payment page and the bank's 3-D Secure check. Only the demo build has that page (scripts/build/vite-plugin.ts).

export const PROVIDER_PAGE_PATH = '/demo-card-provider.html';

export type ProviderPageVisit =
  /** The hosted payment page of a settlement. */
  | { operation: 'pay'; settlementId: string; continueUrl: string }
  /** The 3-D Secure check of a card being saved (`token`) or of a payment with a saved card. */
  | { operation: '3ds'; purpose: 'saveCard'; token: string; userId: string; continueUrl: string }
  | { operation: '3ds'; purpose: 'payment'; settlementId: string; cardNumberMasked: string; continueUrl: string };

/** The stand-in page's address for a visit, on the origin of `base` (the request the demo backend answers). */
export function providerPageUrl(base: string, visit: ProviderPageVisit): string {
  const url = new URL(PROVIDER_PAGE_PATH, base);
  for (const [key, value] of Object.entries(visit)) url.searchParams.set(key, value);
  return url.href;
}

/** A request id as the provider hands out for a redirect (`refReqId`). */
export const newRefReqId = () => `demo-${Math.random().toString(36).slice(2, 12)}`;

/** The address the provider sends the browser back to, with its status and request id. */
export function continueWith(continueUrl: string, statusCode: string, refReqId = newRefReqId()): string {
  const url = new URL(continueUrl);
  url.searchParams.set('statusCode', statusCode);
  url.searchParams.set('refReqId', refReqId);
  return url.href;
}
