import { listOverdueSettlementsQueryRules } from '@portal/sdk/query-rules/settlements';
import { listSearch } from '@/components/lists/list-search';

/** `/overdueSettlements`: the search, sort and page in the address, checked against the list call's parameters. */
export const overdueList = listSearch(listOverdueSettlementsQueryRules, {
  pageSize: 20,
  // the longest overdue (the earliest due date) first; the largest amount first when that column is picked
  sort: {
    by: 'paymentDueDate',
    fields: { paymentDueDate: 'asc', invoiceNumber: 'asc', case: 'asc', client: 'asc', grossAmount: 'desc' },
  },
});

export type OverdueSearch = Parameters<typeof overdueList.view>[0];
