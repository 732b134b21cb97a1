import type { CardProviderStatusCode } from '@portal/sdk/model';

/**
 * The search of /mySettlements: the cards tab (`tab=cards`), and what the card provider sends the client back
 * with (`statusCode`, `refReqId`; spec 000 section 2). Anything else is dropped.
 */
export interface SettlementsSearch {
  tab?: 'cards';
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

export function parseSettlementsSearch(raw: Record<string, unknown>): SettlementsSearch {
  const search: SettlementsSearch = {};
  if (raw.tab === 'cards') search.tab = 'cards';
  // a provider that says nothing recognisable said the operation did not complete
  if (typeof raw.statusCode === 'string')
    search.statusCode = statusCodes.includes(raw.statusCode) ? (raw.statusCode as CardProviderStatusCode) : 'ERROR';
  // the router reads a search value that looks like a number as one
  const refReqId = typeof raw.refReqId === 'number' ? String(raw.refReqId) : raw.refReqId;
  if (typeof refReqId === 'string' && REF_REQ_ID.test(refReqId)) search.refReqId = refReqId;
  return search;
}
