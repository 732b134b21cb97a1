import { ApiError, configureSdk, getSdkConfig, type SdkNoticeKind } from '@portal/sdk/runtime';
import { apiNoticeCopy } from '@/copy/api-errors';
import { resolveImpersonatedUserId, resolveOrganisationId } from '@/lib/org/organisation';

/** What the HTTP layer needs from the signed-in session (oidc-client-ts in the app, fakes in tests). */
export interface HttpSession {
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Silent renewal: the new access token, or null when the session cannot be renewed. */
  renew: () => Promise<string | null | undefined>;
  /** Removes the user and goes to sign-in, returning to `returnPath` afterwards. */
  expire: (returnPath: string) => void | Promise<void>;
}

export interface HttpOptions {
  /** Origin (and prefix) of the API; empty for the same origin. */
  baseUrl: string;
  session: HttpSession;
  currentPath?: () => string;
  /** How long "Sesja wygasła" stays readable before the redirect to sign-in. */
  expireDelayMs?: number;
  /** How calls go out; the global fetch by default (the demo's waits for its in-browser backend). */
  fetch?: typeof fetch;
}

const locationPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Wires the generated SDK to the session, the organisation, impersonation and the toasts. */
export function configureHttp({
  baseUrl,
  session,
  currentPath = locationPath,
  expireDelayMs = 1500,
  fetch,
}: HttpOptions): void {
  // one sign-in at a time: a second report while the first is under way changes nothing
  let expiring = false;
  configureSdk({
    baseUrl,
    getToken: session.getAccessToken,
    renew: session.renew,
    getOrganisationId: () => resolveOrganisationId(),
    getImpersonatedUserId: () => resolveImpersonatedUserId(),
    fetch,
    onSessionExpired: () => {
      if (expiring) return;
      expiring = true;
      const returnPath = currentPath();
      setTimeout(async () => {
        try {
          await session.expire(returnPath);
        } finally {
          expiring = false;
        }
      }, expireDelayMs);
    },
    onError: ({ kind }) => showApiNotice(kind),
  });
}

/** A message of the error catalogue (spec 000 section 8), as the HTTP layer shows it. */
export function showApiNotice(kind: SdkNoticeKind) {
  const { title, message, color } = apiNoticeCopy[kind];
  // keyed by kind, so a repeated message replaces the shown one instead of stacking; the toasts' code loads with
  // the first one (it is not on the first page)
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: `api-${kind}`, title, message, color }),
  );
}

/** A 4xx answer: final, not worth retrying. */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The API origin the SDK was configured with (the notification hub lives there too). */
export const apiBaseUrl = () => getSdkConfig().baseUrl;

/** The HTTP status of a failed call (0: no answer), or undefined for anything else. */
export const errorStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;
