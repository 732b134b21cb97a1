import type { CardProviderStatusCode } from '@portal/sdk/model';

/**
 * What the card provider sends the browser back with (`statusCode`, `refReqId`; spec 000 section 2), as a route's
 * search reads it. Anything else is dropped.
 */
export interface ProviderReturnSearch {
  statusCode?: CardProviderStatusCode;
  refReqId?: string;
}

const statusCodes: readonly string[] = [
  'SUCCESS',
  'WARNING_CONTINUE_CVV',
  'WARNING_CONTINUE_3DS',
  'ERROR',
] satisfies CardProviderStatusCode[];

/** The provider's request ids are short and plain: letters, digits and `.-_%` (a demo id is URI-encoded). */
const REF_REQ_ID = /^[\w.%-]{1,400}$/;

export function parseProviderReturn(raw: Record<string, unknown>): ProviderReturnSearch {
  // both keys always set: the router lays a route's search over the raw one, so a key left out would keep its raw value
  const search: ProviderReturnSearch = { statusCode: undefined, refReqId: undefined };
  // a provider that says nothing recognisable said the operation did not complete
  if (typeof raw.statusCode === 'string')
    search.statusCode = statusCodes.includes(raw.statusCode) ? (raw.statusCode as CardProviderStatusCode) : 'ERROR';
  // the router reads a search value that looks like a number as one
  const refReqId = typeof raw.refReqId === 'number' ? String(raw.refReqId) : raw.refReqId;
  if (typeof refReqId === 'string' && REF_REQ_ID.test(refReqId)) search.refReqId = refReqId;
  return search;
}
