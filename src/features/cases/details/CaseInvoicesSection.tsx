import { Badge, Table, Text } from '@mantine/core';
import { getListCaseInvoicesQueryOptions } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { canIssueInvoices, invoiceRoutes, type InvoiceFamilyKey } from '@/components/invoices/invoice-routes';
import { AnchorLink, ButtonLink } from '@/components/links';
import { phoneSecondary, phoneTableContainer } from '@/components/phone-table';
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
          <Table.ScrollContainer {...phoneTableContainer}>
            <Table aria-label={texts.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.number}</Table.Th>
                  <Table.Th {...phoneSecondary}>{texts.kind}</Table.Th>
                  <Table.Th {...phoneSecondary}>{texts.issueDate}</Table.Th>
                  <Table.Th ta="right">{texts.gross}</Table.Th>
                  <Table.Th>{texts.status}</Table.Th>
                  <Table.Th ta="right" {...phoneSecondary}>
                    {texts.paid}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <AnchorLink {...routes.details(scope, invoice.id)}>{invoice.number ?? texts.draft}</AnchorLink>
                    </Table.Td>
                    <Table.Td {...phoneSecondary}>{invoiceKindLabels[invoice.kind]}</Table.Td>
                    <Table.Td {...phoneSecondary}>{formatDate(invoice.issueDate)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(invoice.grossTotal)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={documentStatusColors[invoice.status]} variant="light">
                        {documentStatusLabels[invoice.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...phoneSecondary}>
                      {formatAmount(invoice.amountPaid)}
                    </Table.Td>
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
