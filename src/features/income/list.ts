import { listSettlementIncomeQueryRules } from '@portal/sdk/query-rules/settlements';
import { listSearch } from '@/components/lists/list-search';

/**
 * `/income`: the filters (search, the issue-date range), sort and page in the address, checked against the list
 * call's parameters; beside them the tab (`tab=cases`: the income per case) and the case whose income is open.
 */
export const incomeList = listSearch(listSettlementIncomeQueryRules, {
  pageSize: 20,
  sort: {
    by: 'issueDate',
    fields: {
      issueDate: 'desc',
      invoiceNumber: 'asc',
      case: 'asc',
      grossAmount: 'desc',
      amountDue: 'desc',
      shareAmount: 'desc',
    },
  },
  ranges: [['from', 'to']],
  extra: {
    tab: { type: 'string', enum: ['cases'] },
    caseId: { type: 'integer', format: 'int32', minimum: 1 },
  },
});

export type IncomeSearch = Parameters<typeof incomeList.view>[0];
export type IncomeView = ReturnType<typeof incomeList.view>;
export type IncomeSortField = (typeof incomeList.sortFields)[number];

/** Every entry, or the income per case; one case's income is opened from the income per case. */
export const incomeTab = (view: IncomeView) => (view.caseId || view.tab === 'cases' ? 'cases' : 'list');

/** The filters every tab applies. */
export type IncomeFilters = Pick<IncomeView, 'search' | 'from' | 'to'>;
export const incomeFilters = ({ search, from, to }: IncomeView): IncomeFilters => ({ search, from, to });
