import { Stack, Table, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { AnchorLink } from '@/components/links';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { phoneLineClass, phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { SortableHeader } from '@/components/SortableHeader';
import { caseTypeLabel } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import type { CaseFamily } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { personName } from './filter-options';
import type { CaseSortField, SortOrder } from './list-search';

const { fields, emptyValue } = caseTexts;

export interface CaseTableProps {
  cases: Case[];
  /** Where a case's name leads. */
  detailsLink: (caseItem: Case) => ReturnType<CaseFamily['details']>;
  showClient: boolean;
  sortBy: CaseSortField;
  order: SortOrder;
  onSort: (field: CaseSortField) => void;
}

/** A product's name, and the case type below it unless the name already says it. */
function ProductCell({ caseItem }: { caseItem: Case }) {
  const type = caseTypeLabel(caseItem.type);
  const name = caseItem.product?.name;
  return (
    <Stack gap={0}>
      <Text size="sm">{name ?? emptyValue}</Text>
      {type !== name && (
        <Text size="xs" c="dimmed">
          {type}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The cases of one page; the sortable headers carry `aria-sort`. On a phone the table keeps two columns, the name
 * and the status, with the client, product and date in a line under the name: no sideways scrolling.
 */
export function CaseTable({ cases, detailsLink, showClient, ...sort }: CaseTableProps) {
  return (
    <Table.ScrollContainer {...phoneTableContainer}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={caseTexts.list.table}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="name" {...sort}>
              {fields.name}
            </SortableHeader>
            {showClient && (
              <SortableHeader field="client" isSecondary {...sort}>
                {fields.client}
              </SortableHeader>
            )}
            <SortableHeader field="product" isSecondary {...sort}>
              {fields.product}
            </SortableHeader>
            <Table.Th {...phoneSecondary}>{fields.expert}</Table.Th>
            <Table.Th {...phoneSecondary}>{fields.managers}</Table.Th>
            <SortableHeader field="createdAt" isSecondary {...sort}>
              {fields.createdAt}
            </SortableHeader>
            <SortableHeader field="status" {...sort}>
              {fields.status}
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((caseItem) => {
            const createdAt = caseItem.createdAt ? formatDate(caseItem.createdAt) : undefined;
            const phoneLine = [showClient && personName(caseItem.client), caseItem.product?.name, createdAt]
              .filter(Boolean)
              .join(' · ');
            return (
              <Table.Tr key={caseItem.id}>
                <Table.Td>
                  <AnchorLink {...detailsLink(caseItem)} fw={500}>
                    {caseItem.name}
                  </AnchorLink>
                  <Text size="xs" c="dimmed" className={phoneLineClass}>
                    {phoneLine}
                  </Text>
                </Table.Td>
                {showClient && <Table.Td {...phoneSecondary}>{personName(caseItem.client)}</Table.Td>}
                <Table.Td {...phoneSecondary}>
                  <ProductCell caseItem={caseItem} />
                </Table.Td>
                <Table.Td {...phoneSecondary}>{personName(caseItem.expert) || emptyValue}</Table.Td>
                <Table.Td {...phoneSecondary}>{caseItem.managers.map(personName).join(', ') || emptyValue}</Table.Td>
                <Table.Td {...phoneSecondary}>{createdAt ?? emptyValue}</Table.Td>
                <Table.Td>
                  <CaseStatusTag status={caseItem.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
