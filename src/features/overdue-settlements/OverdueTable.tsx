import { Badge } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { staffCaseLink } from '@/components/lists/case-link';
import type { ListColumn } from '@/components/lists/ListTable';
import { formatAmount, formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { paymentProcessStatusLabel } from '@/copy/settlement-labels';
import { daysOverdue } from './days-overdue';
import type { overdueList } from './list';
import { overdueTexts } from './texts';

const { fields } = overdueTexts;

/**
 * The overdue settlements, one a row: invoice, case, client, due date, days overdue (to the user's day, `today`),
 * card payment and the gross amount. On a phone the invoice and the amount stay. The case links lead to the
 * administrator's case page for an administrator, the manager's otherwise.
 */
export function overdueColumns(
  today: string,
  isAdmin: boolean,
): ListColumn<Settlement, (typeof overdueList.sortFields)[number]>[] {
  const days = (say: (count: number) => string) => (settlement: Settlement) =>
    settlement.paymentDueDate ? say(daysOverdue(settlement.paymentDueDate, today)) : undefined;
  return [
    {
      key: 'invoiceNumber',
      header: fields.invoiceNumber,
      sort: 'invoiceNumber',
      value: (settlement) => settlement.invoiceNumber ?? overdueTexts.noInvoiceNumber,
    },
    {
      key: 'case',
      header: fields.case,
      sort: 'case',
      value: (settlement) => settlement.case.name,
      link: (settlement) => staffCaseLink(settlement.caseId, isAdmin),
    },
    {
      key: 'client',
      header: fields.client,
      sort: 'client',
      value: (settlement) => (settlement.client ? fullName(settlement.client) : undefined),
    },
    {
      key: 'paymentDueDate',
      header: fields.paymentDueDate,
      sort: 'paymentDueDate',
      nowrap: true,
      value: (settlement) => (settlement.paymentDueDate ? formatDate(settlement.paymentDueDate) : undefined),
      line: (settlement) =>
        settlement.paymentDueDate && `${overdueTexts.dueOn} ${formatDate(settlement.paymentDueDate)}`,
    },
    {
      key: 'daysOverdue',
      header: fields.daysOverdue,
      align: 'right',
      nowrap: true,
      value: days(overdueTexts.daysOverdue),
      line: days(overdueTexts.daysOverdueLine),
    },
    {
      key: 'payuStatus',
      header: fields.payuStatus,
      phone: 'labelled',
      value: (settlement) => (settlement.payuStatus ? paymentProcessStatusLabel(settlement.payuStatus) : undefined),
      cell: (settlement) =>
        settlement.payuStatus ? (
          <Badge variant="light" color="gray" tt="none" fw={500}>
            {paymentProcessStatusLabel(settlement.payuStatus)}
          </Badge>
        ) : (
          paymentProcessStatusLabel(settlement.payuStatus)
        ),
    },
    {
      key: 'grossAmount',
      header: fields.grossAmount,
      sort: 'grossAmount',
      align: 'right',
      nowrap: true,
      phone: 'key',
      value: (settlement) => formatAmount(settlement.grossAmount),
    },
  ];
}
