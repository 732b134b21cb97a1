// The selected organisation and the impersonated user (spec 000 sections 2 and 9).
export const ORGANISATION_KEY = 'organisationId';
export const IMPERSONATED_USER_KEY = 'impersonatedUserId';
/** The white-label organisation. */
export const WHITE_LABEL_ORGANISATION_ID = 20020;

const parseId = (value: string | null | undefined) => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id >= 0 ? id : undefined;
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
  sessionStorage.setItem(ORGANISATION_KEY, String(id));
  localStorage.setItem(ORGANISATION_KEY, String(id));
}

/** `impersonatedUserId` in the query is saved to session storage; the stored id is the one in force. */
export function resolveImpersonatedUserId(search: string = window.location.search): string | null {
  const fromQuery = new URLSearchParams(search).get(IMPERSONATED_USER_KEY);
  if (fromQuery) sessionStorage.setItem(IMPERSONATED_USER_KEY, fromQuery);
  return sessionStorage.getItem(IMPERSONATED_USER_KEY);
}

/** Whether the app acts within a selected organisation (some labels differ there). */
export const inOrganisationContext = () => resolveOrganisationId() > 0;
