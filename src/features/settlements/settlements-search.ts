import { parseProviderReturn, type ProviderReturnSearch } from '@/components/settlements/provider-return-search';

/** The search of /mySettlements: the cards tab (`tab=cards`), and what the card provider sends the client back with. */
export interface SettlementsSearch extends ProviderReturnSearch {
  tab?: 'cards';
}

export const parseSettlementsSearch = (raw: Record<string, unknown>): SettlementsSearch => ({
  // set even when absent: the router keeps a raw key the validated search leaves out (`?tab=zzz`)
  tab: raw.tab === 'cards' ? 'cards' : undefined,
  ...parseProviderReturn(raw),
});
