import type { SettlementIncome } from '@portal/sdk/model';
import { linkOptions } from '@tanstack/react-router';
import type { ListColumn } from '@/components/lists/ListTable';
import { formatAmount, formatDate } from '@/copy/dates';
import { settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import { shareStatus } from './income-views';
import type { IncomeSearch, IncomeSortField } from './list';
import { incomeTexts } from './texts';

const { fields, list, roles } = incomeTexts;

/** An amount, sortable; a share the server does not give shows as none. */
const amountColumn = (
  key: 'grossAmount' | 'amountDue' | 'shareAmount',
  phone: ListColumn<SettlementIncome>['phone'],
): ListColumn<SettlementIncome, IncomeSortField> => ({
  key,
  header: fields[key],
  sort: key,
  align: 'right',
  nowrap: true,
  phone,
  value: (entry) => (entry[key] === null || entry[key] === undefined ? undefined : formatAmount(entry[key])),
});
/** The client's payment as the settlement has it; the caller's share as the totals count it (`shareStatus`). */
const statusColumn = (key: 'paymentStatus' | 'sharePaymentStatus'): ListColumn<SettlementIncome, IncomeSortField> => ({
  key,
  header: fields[key],
  phone: 'labelled',
  value: (entry) => settlementPaymentStatusLabels[key === 'paymentStatus' ? entry.paymentStatus : shareStatus(entry)],
});

/**
 * The caller's income entries, one a row: the settlement (invoice, case, issue date, gross and net amounts, the
 * client's payment) and the caller's part (role, share, its payment). On a phone the invoice and the share stay.
 * The case leads to its income (`caseIncome`), except in one case's own table, which has no case column.
 */
export function incomeColumns(
  caseIncome?: (caseId: number) => IncomeSearch,
): (ListColumn<SettlementIncome, IncomeSortField> | false | undefined)[] {
  return [
    {
      key: 'invoiceNumber',
      header: fields.invoiceNumber,
      sort: 'invoiceNumber',
      value: (entry) => entry.invoiceNumber ?? list.noInvoice,
    },
    caseIncome && {
      key: 'case',
      header: fields.case,
      sort: 'case',
      value: (entry) => entry.case.name,
      link: (entry) => linkOptions({ to: '/income', search: caseIncome(entry.caseId) }),
    },
    { key: 'role', header: fields.role, value: (entry) => roles[entry.role] },
    {
      key: 'issueDate',
      header: fields.issueDate,
      sort: 'issueDate',
      nowrap: true,
      value: (entry) => (entry.issueDate ? formatDate(entry.issueDate) : undefined),
    },
    amountColumn('grossAmount', 'labelled'),
    amountColumn('amountDue', 'hide'),
    statusColumn('paymentStatus'),
    statusColumn('sharePaymentStatus'),
    amountColumn('shareAmount', 'key'),
  ];
}
