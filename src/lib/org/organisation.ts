// The selected organisation and the impersonated user (spec 000 sections 2 and 9).
export const ORGANISATION_KEY = 'organisationId';
export const IMPERSONATED_USER_KEY = 'impersonatedUserId';
/** The white-label organisation. */
export const WHITE_LABEL_ORGANISATION_ID = 20020;

/** A plain non-negative integer written in decimal digits only (no sign, exponent, prefix, point or space). */
const parseId = (value: string | null | undefined) => {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
};

/**
 * The `organisationId` query parameter, else session storage, else local storage, else 0.
 * The chosen id is stored in both storages.
 */
export function resolveOrganisationId(search: string = window.location.search): number {
  const id =
    parseId(new URLSearchParams(search).get(ORGANISATION_KEY)) ??
    parseId(sessionStorage.getItem(ORGANISATION_KEY)) ??
    parseId(localStorage.getItem(ORGANISATION_KEY)) ??
    0;
  storeOrganisationId(id);
  return id;
}

export function storeOrganisationId(id: number): void {
  // read on every render and call: a write only when the value changes (a write to localStorage is slow)
  for (const storage of [sessionStorage, localStorage])
    if (storage.getItem(ORGANISATION_KEY) !== String(id)) storage.setItem(ORGANISATION_KEY, String(id));
}

/** Switches the portal to organisation `id` (spec 000 section 9): stores it and reloads the root page. */
export function switchOrganisation(id: number): void {
  storeOrganisationId(id);
  window.location.assign('/');
}

/** A user id to impersonate: digits only, and not 0. */
const parseUserId = (value: string | null | undefined) => {
  const id = parseId(value);
  return id === undefined || id === 0 ? undefined : id;
};

/** `search` without the parameter `name`; the other parameters stay exactly as they were written. */
function withoutParameter(search: string, name: string): string {
  const nameOf = (part: string) => {
    try {
      return decodeURIComponent(part.split('=')[0].replace(/\+/g, ' '));
    } catch {
      return part;
    }
  };
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && nameOf(part) !== name);
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * `impersonatedUserId` in the address is read once: a user id (digits only) is saved to session storage, anything
 * else is ignored, and the parameter is removed from the address either way. The stored id is the one in force;
 * a stored value that is not a user id is removed.
 */
export function resolveImpersonatedUserId(): number | null {
  const { pathname, search, hash } = window.location;
  if (new URLSearchParams(search).has(IMPERSONATED_USER_KEY)) {
    const fromQuery = parseUserId(new URLSearchParams(search).get(IMPERSONATED_USER_KEY));
    if (fromQuery !== undefined) sessionStorage.setItem(IMPERSONATED_USER_KEY, String(fromQuery));
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withoutParameter(search, IMPERSONATED_USER_KEY)}${hash}`,
    );
  }
  const stored = parseUserId(sessionStorage.getItem(IMPERSONATED_USER_KEY));
  if (stored === undefined) sessionStorage.removeItem(IMPERSONATED_USER_KEY);
  return stored ?? null;
}

/** Ends impersonation (the indicator's action, sign-out and session expiry): the app acts as the signed-in user. */
export function endImpersonation(): void {
  sessionStorage.removeItem(IMPERSONATED_USER_KEY);
}

/** Whether the app acts within a selected organisation (some labels differ there). */
export const inOrganisationContext = () => resolveOrganisationId() > 0;
