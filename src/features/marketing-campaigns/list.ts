import { listLeadsQueryRules } from '@portal/sdk/query-rules/leads';
import { listSearch, readQueryValue } from '@/components/lists/list-search';
import { strictSearch } from '@/lib/strict-search';

// The campaigns' list call takes no query: the whole list is read, and searched and sorted here, by the same rules
// for a search and an order as the other sales lists.
const { search, sortBy, sortDirection, marketingCampaignId } = listLeadsQueryRules;

/** `/marketingCampaigns`: the search and the order in the address. */
export const campaignList = listSearch(
  { search, sortBy, sortDirection },
  {
    sort: {
      by: 'startDate',
      fields: { name: 'asc', startDate: 'desc', budget: 'desc', leadsCount: 'desc', wonLeadsCount: 'desc' },
    },
  },
);

export type CampaignSearch = Parameters<typeof campaignList.view>[0];
export type CampaignSortField = (typeof campaignList.sortFields)[number];

/** `/marketingCampaigns/leads?campaignId=3`: the campaign whose leads show (none given: the first active one). */
export const campaignLeadsSearch = strictSearch((raw): { campaignId?: number } => ({
  campaignId: readQueryValue(marketingCampaignId, raw.campaignId) as number | undefined,
}));

export type CampaignLeadsSearch = ReturnType<typeof campaignLeadsSearch>;
