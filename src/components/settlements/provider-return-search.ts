import type { CardProviderStatusCode } from '@portal/sdk/model';

/**
 * The status the provider's page sends the browser back with: its answer codes, or CANCELED when the payer
 * cancelled the payment there (the card payment status spec 000 section 4 calls "Anulowano"), which is no failure.
 */
export type ProviderReturnStatus = CardProviderStatusCode | 'CANCELED';

/**
 * What the card provider sends the browser back with (`statusCode`, `refReqId`; spec 000 section 2), as a route's
 * search reads it. Anything else is dropped.
 */
export interface ProviderReturnSearch {
  statusCode?: ProviderReturnStatus;
  refReqId?: string;
}

const statusCodes: readonly string[] = [
  'SUCCESS',
  'WARNING_CONTINUE_CVV',
  'WARNING_CONTINUE_3DS',
  'ERROR',
  'CANCELED',
] satisfies ProviderReturnStatus[];

/** The provider's request ids are short and plain: letters, digits and `.-_%` (a demo id is URI-encoded). */
export const REF_REQ_ID = /^[\w.%-]{1,400}$/;

export function parseProviderReturn(raw: Record<string, unknown>): ProviderReturnSearch {
  // both keys always set: the router lays a route's search over the raw one, so a key left out would keep its raw value
  const search: ProviderReturnSearch = { statusCode: undefined, refReqId: undefined };
  // a provider that says nothing recognisable said the operation did not complete
  if (typeof raw.statusCode === 'string')
    search.statusCode = statusCodes.includes(raw.statusCode) ? (raw.statusCode as ProviderReturnStatus) : 'ERROR';
  // the router reads a search value that looks like a number as one
  const refReqId = typeof raw.refReqId === 'number' ? String(raw.refReqId) : raw.refReqId;
  if (typeof refReqId === 'string' && REF_REQ_ID.test(refReqId)) search.refReqId = refReqId;
  return search;
}
