import { Badge, Text } from '@mantine/core';
import { getListCaseInvoicesQueryOptions } from '@portal/sdk';
import type { Case, Invoice } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { canIssueInvoices, invoiceRoutes, type InvoiceFamilyKey } from '@/components/invoices/invoice-routes';
import { AnchorLink, ButtonLink } from '@/components/links';
import { ListTable } from '@/components/lists/ListTable';
import { QueryState } from '@/components/QueryState';
import { formatAmount, formatDate } from '@/copy/dates';
import { documentStatusColors, documentStatusLabels, invoiceKindLabels } from '@/copy/invoice-labels';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { caseTexts } from '@/features/cases/texts';
import { Section } from './Section';

const texts = caseTexts.details.invoices;

/**
 * The case's invoices (the client gets the published ones from the server), each opening its page in the route
 * family of the case; those who issue invoices start a new one here. A client with none sees no section.
 */
const statusBadge = (invoice: Invoice) => (
  <Badge color={documentStatusColors[invoice.status]} variant="light" size="sm">
    {documentStatusLabels[invoice.status]}
  </Badge>
);

export function CaseInvoicesSection({
  caseItem,
  family,
  forClient = false,
}: {
  caseItem: Case;
  family: InvoiceFamilyKey;
  forClient?: boolean;
}) {
  const { roles } = useCurrentProfile();
  const list = useQuery(getListCaseInvoicesQueryOptions(caseItem.id));
  const routes = invoiceRoutes[family];
  const scope = { caseId: caseItem.id, clientId: caseItem.clientId };
  if (forClient && !list.data?.length) return null;
  return (
    <Section
      title={texts.title}
      actions={
        canIssueInvoices(roles) && (
          <ButtonLink {...routes.create(scope)} size="xs" variant="light">
            {texts.add}
          </ButtonLink>
        )
      }
    >
      <QueryState query={list}>
        {list.data?.length ? (
          <ListTable
            label={texts.title}
            rows={list.data}
            rowKey={(invoice) => invoice.id}
            columns={[
              {
                key: 'number',
                header: texts.number,
                value: (invoice) => invoice.number ?? texts.draft,
                cell: (invoice) => (
                  <AnchorLink {...routes.details(scope, invoice.id)}>{invoice.number ?? texts.draft}</AnchorLink>
                ),
              },
              { key: 'kind', header: texts.kind, value: (invoice) => invoiceKindLabels[invoice.kind] },
              { key: 'issueDate', header: texts.issueDate, value: (invoice) => formatDate(invoice.issueDate) },
              {
                key: 'gross',
                header: texts.gross,
                align: 'right',
                nowrap: true,
                phone: 'key',
                value: (invoice) => formatAmount(invoice.grossTotal),
              },
              {
                key: 'status',
                header: texts.status,
                value: (invoice) => documentStatusLabels[invoice.status],
                cell: statusBadge,
                line: statusBadge,
              },
              {
                key: 'paid',
                header: texts.paid,
                align: 'right',
                nowrap: true,
                phone: 'labelled',
                value: (invoice) => formatAmount(invoice.amountPaid),
              },
            ]}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {texts.none}
          </Text>
        )}
      </QueryState>
    </Section>
  );
}
