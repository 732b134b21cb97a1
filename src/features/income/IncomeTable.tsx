import { Table, Text } from '@mantine/core';
import type { SettlementIncome } from '@portal/sdk/model';
import { type ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { PhoneLine } from '@/components/PhoneLine';
import { formatAmount, formatDate } from '@/copy/dates';
import { settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import type { IncomeSortField, IncomeUrlSearch } from './income-search';
import { SortableHeader, type SortProps } from '@/components/SortableHeader';
import { incomeTexts } from './texts';

const { fields, list, roles, emptyValue } = incomeTexts;

export interface IncomeTableProps extends SortProps<IncomeSortField> {
  entries: readonly SettlementIncome[];
  /** The URL of one case's income (the case column leads there); absent where the table is one case's. */
  caseIncomeSearch?: (caseId: number) => IncomeUrlSearch;
}

const nowrap = (content: ReactNode) => (
  <Text span inherit style={{ whiteSpace: 'nowrap' }}>
    {content}
  </Text>
);

/**
 * The caller's income entries, one a row: the settlement (invoice, case, issue date, gross and net amounts, the
 * client's payment) and the caller's part (role, share, its payment). On a phone two columns stay, the invoice and
 * the share, with the rest in a line under the invoice number.
 */
export function IncomeTable({ entries, caseIncomeSearch, ...sort }: IncomeTableProps) {
  const showCase = !!caseIncomeSearch;
  const caseLink = (entry: SettlementIncome, underline: 'always' | 'hover') =>
    caseIncomeSearch && (
      // underlined within the phone's line of text, where colour alone would not tell it from the text around it
      <AnchorLink to="/income" search={caseIncomeSearch(entry.caseId)} underline={underline}>
        {entry.case.name}
      </AnchorLink>
    );
  return (
    <Table.ScrollContainer {...phoneTableContainer}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={list.table}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="invoiceNumber" {...sort}>
              {fields.invoiceNumber}
            </SortableHeader>
            {showCase && (
              <SortableHeader field="case" isSecondary {...sort}>
                {fields.case}
              </SortableHeader>
            )}
            <Table.Th {...phoneSecondary}>{fields.role}</Table.Th>
            <SortableHeader field="issueDate" isSecondary {...sort}>
              {fields.issueDate}
            </SortableHeader>
            <SortableHeader field="grossAmount" isSecondary align="right" {...sort}>
              {fields.grossAmount}
            </SortableHeader>
            <SortableHeader field="amountDue" isSecondary align="right" {...sort}>
              {fields.amountDue}
            </SortableHeader>
            <Table.Th {...phoneSecondary}>{fields.paymentStatus}</Table.Th>
            <Table.Th {...phoneSecondary}>{fields.sharePaymentStatus}</Table.Th>
            <SortableHeader field="shareAmount" align="right" {...sort}>
              {fields.shareAmount}
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const issueDate = entry.issueDate ? formatDate(entry.issueDate) : emptyValue;
            const share =
              entry.shareAmount === null || entry.shareAmount === undefined
                ? emptyValue
                : formatAmount(entry.shareAmount);
            // on a phone: the case, the role, the date, the amount and both payments under the number
            const phoneLine: ReactNode[] = [
              showCase && caseLink(entry, 'always'),
              roles[entry.role],
              entry.issueDate && nowrap(issueDate),
              nowrap(`${fields.grossAmount}: ${formatAmount(entry.grossAmount)}`),
              `${fields.paymentStatus}: ${settlementPaymentStatusLabels[entry.paymentStatus]}`,
              `${fields.sharePaymentStatus}: ${settlementPaymentStatusLabels[entry.sharePaymentStatus]}`,
            ].filter(Boolean);
            return (
              <Table.Tr key={`${entry.settlementId}/${entry.role}`}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {entry.invoiceNumber ?? list.noInvoice}
                  </Text>
                  <PhoneLine parts={phoneLine} />
                </Table.Td>
                {showCase && <Table.Td {...phoneSecondary}>{caseLink(entry, 'hover')}</Table.Td>}
                <Table.Td {...phoneSecondary}>{roles[entry.role]}</Table.Td>
                <Table.Td {...phoneSecondary}>{issueDate}</Table.Td>
                <Table.Td {...phoneSecondary} ta="right">
                  {nowrap(formatAmount(entry.grossAmount))}
                </Table.Td>
                <Table.Td {...phoneSecondary} ta="right">
                  {nowrap(formatAmount(entry.amountDue))}
                </Table.Td>
                <Table.Td {...phoneSecondary}>{settlementPaymentStatusLabels[entry.paymentStatus]}</Table.Td>
                <Table.Td {...phoneSecondary}>{settlementPaymentStatusLabels[entry.sharePaymentStatus]}</Table.Td>
                <Table.Td ta="right" fw={500}>
                  {nowrap(share)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
