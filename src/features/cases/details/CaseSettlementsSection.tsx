import { Text } from '@mantine/core';
import { getListSettlementsForCaseQueryOptions } from '@portal/sdk';
import type { Case, Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '@/components/links';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { QueryState } from '@/components/QueryState';
import { formatAmount, formatDate } from '@/copy/dates';
import { paymentProcessStatusLabel, settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import { caseTexts } from '@/features/cases/texts';
import { Section } from './Section';

const texts = caseTexts.details.settlements;
const numberOf = (s: Settlement) => s.invoiceNumber ?? texts.noInvoiceNumber;

const columns: ListColumn<Settlement>[] = [
  {
    key: 'invoiceNumber',
    header: texts.invoiceNumber,
    value: numberOf,
    cell: (s) => (
      <AnchorLink to="/settlement/$id/edit" params={{ id: s.id }}>
        {numberOf(s)}
      </AnchorLink>
    ),
  },
  {
    key: 'grossAmount',
    header: texts.grossAmount,
    align: 'right',
    nowrap: true,
    phone: 'key',
    value: (s) => formatAmount(s.grossAmount),
  },
  {
    key: 'paymentDueDate',
    header: texts.paymentDueDate,
    value: (s) => (s.paymentDueDate ? formatDate(s.paymentDueDate) : undefined),
  },
  { key: 'paymentStatus', header: texts.paymentStatus, value: (s) => settlementPaymentStatusLabels[s.paymentStatus] },
  {
    key: 'payuStatus',
    header: texts.payuStatus,
    phone: 'labelled',
    value: (s) => paymentProcessStatusLabel(s.payuStatus),
  },
];

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
          <ListTable label={texts.title} rows={list.data} rowKey={(s) => s.id} columns={columns} />
        ) : (
          <Text c="dimmed" size="sm">
            {texts.none}
          </Text>
        )}
      </QueryState>
    </Section>
  );
}
