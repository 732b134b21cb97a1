import { linkOptions } from '@tanstack/react-router';
import type { ListColumn } from '@/components/lists/ListTable';
import { formatAmount } from '@/copy/dates';
import { fromGrosze } from '@/lib/grosze';
import type { CaseIncome } from './income-views';
import type { IncomeSearch } from './list';
import { incomeTexts, settlementCount } from './texts';

const { fields, totals: sums } = incomeTexts;
const amount = (grosze: number) => formatAmount(fromGrosze(grosze));

/**
 * The income summed per case; a case's name opens its entries. On a phone the case and the caller's share in it
 * stay, the other sums in a line under the name.
 */
export const incomeCaseColumns = (caseIncome: (caseId: number) => IncomeSearch): ListColumn<CaseIncome>[] => [
  {
    key: 'case',
    header: fields.case,
    value: (row) => row.caseName,
    link: (row) => linkOptions({ to: '/income', search: caseIncome(row.caseId) }),
  },
  {
    key: 'count',
    header: fields.settlements,
    value: (row) => row.totals.count,
    line: (row) => settlementCount(row.totals.count),
  },
  ...(['gross', 'net', 'paid', 'due', 'forecast'] as const).map((sum): ListColumn<CaseIncome> => ({
    key: sum,
    header: sums[sum],
    align: 'right',
    nowrap: true,
    phone: sum === 'net' ? 'hide' : 'labelled',
    value: (row) => amount(row.totals[sum]),
  })),
  {
    key: 'share',
    header: fields.shareAmount,
    align: 'right',
    nowrap: true,
    phone: 'key',
    value: ({ totals }) => amount(totals.paid + totals.due + totals.forecast),
  },
];
