import { publicOperations, quietOperations } from '../src/security';
import { getSdkConfig, onSdkConfigured, type SdkNoticeKind } from './configure';
import { ApiError, isAbortError } from './errors';

/** The error type of every generated hook: orval reads this export from the mutator. */
export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;

type OperationRef = { readonly method: string; readonly path: string };

/** A matcher of calls (method and URL) against contract paths with `{parameters}`. */
function callMatcher(operations: readonly OperationRef[]) {
  const routes = operations.map(({ method, path }) => ({
    method,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (method: string, url: string) => {
    const path = url.split('?')[0];
    return routes.some((route) => route.method === method && route.pattern.test(path));
  };
}

/** Calls the catalogue lists as sent without credentials get no bearer token. */
export const isPublicCall = callMatcher(publicOperations);
/** Calls whose failure the user is not told about (they still reject with an ApiError). */
export const isQuietCall = callMatcher(quietOperations);

const lastNoticeAt = new Map<SdkNoticeKind, number>();
/** The renewal in flight, shared by every request that failed with 401 meanwhile. */
let renewal: Promise<string | null> | null = null;
/** Each token's one renewal: a stale token is never renewed twice, a late request with it takes the same answer. */
const renewals = new Map<string, Promise<string | null>>();
/**
 * The tokens of the session that expired (the one refused, the one its renewal gave, and none at all): a 401
 * sent with one of them is final and quiet, so the session expires once however many requests fail. Forgotten
 * when a request goes out with another token: a new session began.
 */
const expiredTokens = new Set<string | null>();
onSdkConfigured(() => {
  lastNoticeAt.clear();
  renewal = null;
  renewals.clear();
  expiredTokens.clear();
});

function notify(kind: SdkNoticeKind, error: ApiError) {
  const { onError, noticeWindowMs } = getSdkConfig();
  const now = Date.now();
  const last = lastNoticeAt.get(kind);
  if (last !== undefined && now - last < noticeWindowMs) return;
  lastNoticeAt.set(kind, now);
  onError({ kind, error });
}

/**
 * The token to repeat a 401 with: the current one if another renewal replaced the stale token meanwhile, else
 * the stale token's one renewal (shared with every request in flight), or null when there is none.
 */
async function renewedToken(staleToken: string | null): Promise<string | null> {
  const config = getSdkConfig();
  const currentToken = (await config.getToken()) ?? null;
  if (currentToken && currentToken !== staleToken && !expiredTokens.has(currentToken)) return currentToken;
  const known = staleToken === null ? undefined : renewals.get(staleToken);
  if (known) return known;
  renewal ??= config
    .renew()
    .then(
      (token) => token ?? null,
      () => null,
    )
    .finally(() => {
      renewal = null;
    });
  if (staleToken !== null) renewals.set(staleToken, renewal);
  return renewal;
}

/** The session expired: told once ("Sesja wygasła", then sign-in), however many requests end here. */
function expireSession(tokens: readonly (string | null)[], error: ApiError) {
  const told = tokens.some((token) => expiredTokens.has(token));
  for (const token of [...tokens, null]) expiredTokens.add(token);
  if (told) return;
  notify('sessionExpired', error);
  getSdkConfig().onSessionExpired();
}

function headersFor(init: RequestInit, token: string | null): Headers {
  const config = getSdkConfig();
  const headers = new Headers(init.headers);
  headers.set('Organisation', String(config.getOrganisationId()));
  const impersonated = config.getImpersonatedUserId();
  if (impersonated !== null && impersonated !== undefined && impersonated !== '') {
    headers.set('ImpersonatedUser', String(impersonated));
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, */*');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (/[/+]json\b/.test(type)) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (type.startsWith('text/')) return response.text();
  const blob = await response.blob();
  return blob.size === 0 && !type ? undefined : blob;
}

/** What a generated call passes to the mutator (its hooks' `request` option): fetch's own options, and … */
export interface CallInit extends RequestInit {
  /**
   * … that the caller tells the user about a lost answer (status 0: no HTTP response, the network or a timeout):
   * it first checks what the server has (a comment sent, a payment taken), so no "failure" notice goes out here.
   */
  lostAnswerToCaller?: boolean;
}

/** The mutator of every generated call: the one place the SDK touches the network. */
export async function httpClient<T>(url: string, { lostAnswerToCaller = false, ...init }: CallInit = {}): Promise<T> {
  const config = getSdkConfig();
  const method = (init.method ?? 'GET').toUpperCase();
  const fail = (status: number, body: unknown, cause?: unknown) =>
    new ApiError({ status, body, method, url, cause });
  const quiet = isQuietCall(method, url);

  const send = async (token: string | null) => {
    try {
      return await (config.fetch ?? fetch)(`${config.baseUrl}${url}`, { ...init, method, headers: headersFor(init, token) });
    } catch (cause) {
      if (isAbortError(cause) || init.signal?.aborted) throw cause;
      const error = fail(0, undefined, cause);
      if (!quiet && !lostAnswerToCaller) notify('failure', error);
      throw error;
    }
  };

  const authenticated = !isPublicCall(method, url);
  const token = authenticated ? ((await config.getToken()) ?? null) : null;
  if (token !== null && expiredTokens.size > 0 && !expiredTokens.has(token)) expiredTokens.clear();
  let response = await send(token);

  if (response.status === 401 && authenticated) {
    const unauthorized = async () => fail(401, await readBody(response).catch(() => undefined));
    if (expiredTokens.has(token)) throw await unauthorized();
    const renewed = await renewedToken(token);
    if (renewed) response = await send(renewed);
    if (!renewed || response.status === 401) {
      const error = await unauthorized();
      expireSession([token, renewed], error);
      throw error;
    }
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    // a 2xx answer whose body cannot be read (broken JSON) is a failure, never a silent undefined
    if (response.ok) {
      const error = fail(response.status, undefined, cause);
      if (!quiet) notify('failure', error);
      throw error;
    }
  }
  if (response.ok) return body as T;

  const error = fail(response.status, body);
  if (quiet) throw error;
  if (response.status === 403) notify('forbidden', error);
  else if (response.status !== 400 && response.status !== 404) notify('failure', error);
  throw error;
}
