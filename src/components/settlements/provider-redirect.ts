import { apiNoticeCopy } from '@/copy/api-errors';

// Leaving the portal for the card provider (its payment page, a bank's 3-D Secure check): only to an address
// that cannot be a trap, whatever the answer that named it says.

/** An https address, or one on the portal's own origin (a path, or the demo's stand-in for the provider). */
export function isProviderAddress(address: unknown, origin: string = window.location.origin): address is string {
  if (typeof address !== 'string') return false;
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.origin === origin;
  } catch {
    return false;
  }
}

/** The longest address a provider's answer may name (browsers and servers stop at about this many characters). */
export const MAX_PROVIDER_ADDRESS_LENGTH = 2048;

/**
 * The address a provider's answer names for the browser to go on to (the bank's 3-D Secure check, the CVV step),
 * parsed, when it is one to follow: a string of at most 2048 characters, absolute (a scheme and a host: nothing
 * relative to the portal, no `//host`), without white space, control characters or credentials, https or on the
 * portal's own origin. Anything else, of whatever type, is undefined; this never throws.
 */
export function providerRedirectUrl(address: unknown, origin: string = window.location.origin): URL | undefined {
  if (typeof address !== 'string' || address.length > MAX_PROVIDER_ADDRESS_LENGTH) return undefined;
  // the URL parser would quietly drop tabs and line breaks, and trim the ends: such an address is no provider's
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(address)) return undefined;
  let url: URL;
  try {
    // no base: a relative address, `//host` included, does not parse
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  return url.protocol === 'https:' || url.origin === origin ? url : undefined;
}

/** The browser's navigation away from the app (a seam for tests, which cannot leave the page). */
export const browserNavigation = {
  assign: (address: string) => window.location.assign(address),
};

/**
 * Opens the provider's address; anything else is refused with the catalogue's "Wystąpił błąd" and not followed.
 * Returns whether the browser is on its way.
 */
export function goToProvider(address: unknown): boolean {
  if (!isProviderAddress(address)) {
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({ id: 'api-failure', ...apiNoticeCopy.failure }),
    );
    return false;
  }
  browserNavigation.assign(address);
  return true;
}
