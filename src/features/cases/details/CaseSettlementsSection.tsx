import { Table, Text } from '@mantine/core';
import { getListSettlementsForCaseQueryOptions } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '@/components/links';
import { phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { QueryState } from '@/components/QueryState';
import { formatAmount, formatDate } from '@/copy/dates';
import { paymentProcessStatusLabel, settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import { caseTexts } from '@/features/cases/texts';
import { Section } from './Section';

const texts = caseTexts.details.settlements;

/** The case's settlements for the staff who keep them: each one to edit, and a new one. */
export function CaseSettlementsSection({ caseItem }: { caseItem: Case }) {
  const list = useQuery(getListSettlementsForCaseQueryOptions({ caseId: caseItem.id }));
  return (
    <Section
      title={texts.title}
      actions={
        <ButtonLink to="/settlement/create/$caseId" params={{ caseId: caseItem.id }} size="xs" variant="light">
          {texts.add}
        </ButtonLink>
      }
    >
      <QueryState query={list}>
        {list.data?.length ? (
          <Table.ScrollContainer {...phoneTableContainer}>
            <Table aria-label={texts.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.invoiceNumber}</Table.Th>
                  <Table.Th ta="right">{texts.grossAmount}</Table.Th>
                  <Table.Th {...phoneSecondary}>{texts.paymentDueDate}</Table.Th>
                  <Table.Th {...phoneSecondary}>{texts.paymentStatus}</Table.Th>
                  <Table.Th {...phoneSecondary}>{texts.payuStatus}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((settlement) => (
                  <Table.Tr key={settlement.id}>
                    <Table.Td>
                      <AnchorLink to="/settlement/$id/edit" params={{ id: settlement.id }}>
                        {settlement.invoiceNumber ?? texts.noInvoiceNumber}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(settlement.grossAmount)}
                    </Table.Td>
                    <Table.Td {...phoneSecondary}>
                      {settlement.paymentDueDate ? formatDate(settlement.paymentDueDate) : '-'}
                    </Table.Td>
                    <Table.Td {...phoneSecondary}>{settlementPaymentStatusLabels[settlement.paymentStatus]}</Table.Td>
                    <Table.Td {...phoneSecondary}>{paymentProcessStatusLabel(settlement.payuStatus)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" size="sm">
            {texts.none}
          </Text>
        )}
      </QueryState>
    </Section>
  );
}
