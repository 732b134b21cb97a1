import { listApplicationUserClientsQueryRules } from '@portal/sdk/query-rules/users';
import { listSearch } from '@/components/lists/list-search';

// `/crm`: the clients list's view in the address (search, status, sort, page; the administrator's list and the
// manager's take the same parameters), and beside it the client whose card is open and the card's tab. The route
// imports this module: it holds no texts and no SDK hooks.

/** The card's tabs, as the address names them (`?client=101&tab=ksiegowy`); the first is the default. */
export const CRM_TABS = ['potencjal', 'ksiegowy', 'leasing', 'vetro', 'leady', 'sprawy'] as const;
export type CrmTab = (typeof CRM_TABS)[number];

export const crmList = listSearch(listApplicationUserClientsQueryRules, {
  pageSize: 20,
  sort: { by: 'name', fields: { name: 'asc', email: 'asc', createdAt: 'desc' } },
  extra: {
    client: { type: 'integer', format: 'int32', minimum: 1 },
    tab: { type: 'string', enum: CRM_TABS },
  },
});

export type CrmSearch = Parameters<typeof crmList.view>[0];
export type CrmView = ReturnType<typeof crmList.view>;
export type CrmSortField = (typeof crmList.sortFields)[number];
