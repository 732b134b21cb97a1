import type { ApiError } from './errors';

/** What the user is told about a failed call; the app turns each kind into its Polish message. */
export type SdkNoticeKind = 'sessionExpired' | 'forbidden' | 'failure';

export interface SdkNotice {
  kind: SdkNoticeKind;
  error: ApiError;
}

type MaybePromise<T> = T | Promise<T>;

export interface SdkConfig {
  /** Prefix of every `/api` path; empty for the same origin. */
  baseUrl: string;
  /** The current access token, if signed in. */
  getToken: () => MaybePromise<string | null | undefined>;
  /** Silent renewal; resolves to the new access token, or null/rejects when the session cannot be renewed. */
  renew: () => Promise<string | null | undefined>;
  /** The selected organisation id, sent as the `Organisation` header on every call. */
  getOrganisationId: () => number;
  /** The impersonated user id while impersonation is active. */
  getImpersonatedUserId: () => string | number | null | undefined;
  /** Each kind reaches this at most once per `noticeWindowMs`. */
  onError: (notice: SdkNotice) => void;
  /** Once per failed renewal: remove the user and go to sign-in remembering the current path. */
  onSessionExpired: () => void;
  /** Suppression window of repeated notices (the spec's 3 seconds). */
  noticeWindowMs: number;
  /** The fetch to use; the global one by default (read at call time, so MSW and tests can replace it). */
  fetch?: typeof fetch;
}

const defaults: SdkConfig = {
  baseUrl: '',
  getToken: () => null,
  renew: async () => null,
  getOrganisationId: () => 0,
  getImpersonatedUserId: () => null,
  onError: () => {},
  onSessionExpired: () => {},
  noticeWindowMs: 3000,
};

let current: SdkConfig = defaults;
const listeners = new Set<() => void>();

/** Called once by the app (and by each test) before any request. Unset fields keep their defaults. */
export function configureSdk(config: Partial<SdkConfig>): void {
  current = { ...defaults, ...config };
  listeners.forEach((listener) => listener());
}

export const getSdkConfig = (): SdkConfig => current;

/** Lets the HTTP client forget throttling and renewal state when the configuration changes. */
export const onSdkConfigured = (listener: () => void) => listeners.add(listener);
