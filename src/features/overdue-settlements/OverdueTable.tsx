import { Badge, Table, Text } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { type ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { PhoneLine } from '@/components/PhoneLine';
import { formatAmount, formatDate } from '@/copy/dates';
import { paymentProcessStatusLabel } from '@/copy/settlement-labels';
import { daysOverdue } from './days-overdue';
import { staffCaseLink } from '@/components/lists/case-link';
import { SortableHeader, type SortProps } from '@/components/SortableHeader';
import type { OverdueSortField } from './overdue-search';
import { overdueTexts } from './texts';

const { fields, emptyValue } = overdueTexts;

export interface OverdueTableProps extends SortProps<OverdueSortField> {
  settlements: readonly Settlement[];
  /** The user's day (YYYY-MM-DD) the days overdue are counted to. */
  today: string;
  /** The case links lead to the administrator's case page (else the manager's). */
  isAdmin: boolean;
}

const nowrap = (content: ReactNode) => (
  <Text span inherit style={{ whiteSpace: 'nowrap' }}>
    {content}
  </Text>
);
const clientName = (settlement: Settlement) =>
  settlement.client ? `${settlement.client.firstName} ${settlement.client.lastName}` : emptyValue;

/** The card payment's process tag; "-" when none was started. */
function CardPaymentTag({ status }: { status: Settlement['payuStatus'] }) {
  if (!status) return <>{paymentProcessStatusLabel(status)}</>;
  return (
    <Badge variant="light" color="gray" tt="none" fw={500}>
      {paymentProcessStatusLabel(status)}
    </Badge>
  );
}

/**
 * The overdue settlements, one a row: invoice, case, client, due date, days overdue, card payment and the gross
 * amount. On a phone two columns stay, the invoice and the amount, with the rest in a line under the number.
 */
export function OverdueTable({ settlements, today, isAdmin, ...sort }: OverdueTableProps) {
  return (
    <Table.ScrollContainer {...phoneTableContainer}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={overdueTexts.table}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="invoiceNumber" {...sort}>
              {fields.invoiceNumber}
            </SortableHeader>
            <SortableHeader field="case" isSecondary {...sort}>
              {fields.case}
            </SortableHeader>
            <SortableHeader field="client" isSecondary {...sort}>
              {fields.client}
            </SortableHeader>
            <SortableHeader field="paymentDueDate" isSecondary {...sort}>
              {fields.paymentDueDate}
            </SortableHeader>
            <Table.Th {...phoneSecondary} ta="right">
              {fields.daysOverdue}
            </Table.Th>
            <Table.Th {...phoneSecondary}>{fields.payuStatus}</Table.Th>
            <SortableHeader field="grossAmount" align="right" {...sort}>
              {fields.grossAmount}
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settlements.map((settlement) => {
            const due = settlement.paymentDueDate;
            const days = due ? daysOverdue(due, today) : undefined;
            // underlined within the phone's line of text, where colour alone would not tell it from the text around it
            const caseLink = (underline: 'always' | 'hover') => (
              <AnchorLink {...staffCaseLink(settlement.caseId, isAdmin)} underline={underline}>
                {settlement.case.name}
              </AnchorLink>
            );
            const phoneLine: ReactNode[] = [
              caseLink('always'),
              clientName(settlement),
              due && nowrap(`${overdueTexts.dueOn} ${formatDate(due)}`),
              days !== undefined && nowrap(overdueTexts.daysOverdueLine(days)),
              settlement.payuStatus && `${fields.payuStatus}: ${paymentProcessStatusLabel(settlement.payuStatus)}`,
            ].filter(Boolean);
            return (
              <Table.Tr key={settlement.id}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {settlement.invoiceNumber ?? overdueTexts.noInvoiceNumber}
                  </Text>
                  <PhoneLine parts={phoneLine} />
                </Table.Td>
                <Table.Td {...phoneSecondary}>{caseLink('hover')}</Table.Td>
                <Table.Td {...phoneSecondary}>{clientName(settlement)}</Table.Td>
                <Table.Td {...phoneSecondary}>{due ? formatDate(due) : emptyValue}</Table.Td>
                <Table.Td {...phoneSecondary} ta="right">
                  {days === undefined ? emptyValue : nowrap(overdueTexts.daysOverdue(days))}
                </Table.Td>
                <Table.Td {...phoneSecondary}>
                  <CardPaymentTag status={settlement.payuStatus} />
                </Table.Td>
                <Table.Td ta="right" fw={500}>
                  {nowrap(formatAmount(settlement.grossAmount))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
