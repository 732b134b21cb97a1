// The address of the demo's stand-in for the card provider's own pages (demo-card-provider.html): the hosted
// payment page and the bank's 3-D Secure check. Only the demo build has that page (scripts/build/vite-plugin.ts).

export const PROVIDER_PAGE_PATH = '/demo-card-provider.html';

export type ProviderPageVisit =
  /** The hosted payment page of a settlement. */
  | { operation: 'pay'; settlementId: string; continueUrl: string }
  /** The 3-D Secure check of a card being saved (`token`) or of a payment with a saved card. */
  | { operation: '3ds'; purpose: 'saveCard'; token: string; userId: string; continueUrl: string }
  | { operation: '3ds'; purpose: 'payment'; settlementId: string; cardNumberMasked: string; continueUrl: string };

/** The marketing site's pages the public checkout ends on (.env.demo points the build settings here). */
export type MarketingPage = 'success' | 'warning';

/**
 * The portal's origin, where the stand-in page and the screens the provider returns to are: the page's own when the
 * demo backend answers inside it, else (Node) the request's.
 */
export const portalOrigin = (request: Request) => globalThis.location?.origin ?? new URL(request.url).origin;

/** The stand-in page's address for a visit, on the portal's origin. */
export function providerPageUrl(request: Request, visit: ProviderPageVisit): string {
  const url = new URL(PROVIDER_PAGE_PATH, portalOrigin(request));
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
