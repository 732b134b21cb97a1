import { listSettlementsForContextUserQueryRules } from '@portal/sdk/query-rules/settlements';
import { listSearch } from '@/components/lists/list-search';

/**
 * `/clientSettlements`: the search and the page of the clients in the address, checked against the list call's
 * parameters; the clients' order is the screen's (the most after deadline first).
 */
export const clientSettlementList = listSearch(listSettlementsForContextUserQueryRules, {
  fixed: ['sortDirection'],
  pageSize: 20,
});

export type ClientSettlementSearch = Parameters<typeof clientSettlementList.view>[0];
