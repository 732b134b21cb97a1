import { listLeadsQueryRules } from '@portal/sdk/query-rules/leads';
import { listSearch } from '@/components/lists/list-search';

/**
 * `/leads`: search, outcome, kind of source, lead source, campaign, sales person and the created range, sort and page
 * in the address, checked against the list call's parameters; beside them the tab (`tab=zrodla`: the lead sources)
 * and `add=<nip>`, which opens "Dodaj lead" with that NIP looked up (/govZone's "Utwórz lead").
 */
export const leadsList = listSearch(listLeadsQueryRules, {
  pageSize: 25,
  fixed: ['clientId'],
  sort: {
    by: 'createdAt',
    fields: { createdAt: 'desc', lastName: 'asc', companyName: 'asc', outcome: 'asc', expectedValue: 'desc' },
  },
  ranges: [['from', 'to']],
  extra: {
    tab: { type: 'string', enum: ['zrodla'] },
    add: { type: 'string', pattern: '^[0-9][0-9 -]{8,14}[0-9]$' },
  },
});

export type LeadsSearch = Parameters<typeof leadsList.view>[0];
