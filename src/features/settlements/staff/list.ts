import { listSettlementsQueryRules } from '@portal/sdk/query-rules/settlements';
import { listSearch } from '@/components/lists/list-search';

/** `/settlements`: filters, sort and page in the address, checked against the list call's parameters. */
export const settlementList = listSearch(listSettlementsQueryRules, {
  fixed: ['caseId'],
  pageSize: 20,
  sort: {
    by: 'issueDate',
    fields: {
      issueDate: 'desc',
      paymentDueDate: 'desc',
      grossAmount: 'desc',
      invoiceNumber: 'asc',
      case: 'asc',
      client: 'asc',
    },
  },
});
