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
