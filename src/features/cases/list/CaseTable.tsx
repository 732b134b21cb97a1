import { Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/links';
import { CaseStatusTag } from '../../../components/cases/CaseStatusTag';
import { caseTypeLabel } from '../../../copy/case-labels';
import { formatDate } from '../../../copy/dates';
import type { CaseFamily } from '../families';
import { caseTexts } from '../texts';
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

function SortableHeader({
  field,
  sortBy,
  order,
  onSort,
  children,
}: Pick<CaseTableProps, 'sortBy' | 'order' | 'onSort'> & { field: CaseSortField; children: ReactNode }) {
  const active = field === sortBy;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Text span c={active ? undefined : 'dimmed'} aria-hidden fz="xs">
            {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The cases of one page; the sortable headers carry `aria-sort`. */
export function CaseTable({ cases, detailsLink, showClient, ...sort }: CaseTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={caseTexts.list.table}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="name" {...sort}>
              {fields.name}
            </SortableHeader>
            {showClient && (
              <SortableHeader field="client" {...sort}>
                {fields.client}
              </SortableHeader>
            )}
            <SortableHeader field="product" {...sort}>
              {fields.product}
            </SortableHeader>
            <Table.Th>{fields.expert}</Table.Th>
            <Table.Th>{fields.managers}</Table.Th>
            <SortableHeader field="createdAt" {...sort}>
              {fields.createdAt}
            </SortableHeader>
            <SortableHeader field="status" {...sort}>
              {fields.status}
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((caseItem) => (
            <Table.Tr key={caseItem.id}>
              <Table.Td>
                <AnchorLink {...detailsLink(caseItem)} fw={500}>
                  {caseItem.name}
                </AnchorLink>
              </Table.Td>
              {showClient && <Table.Td>{personName(caseItem.client)}</Table.Td>}
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{caseItem.product?.name ?? emptyValue}</Text>
                  <Text size="xs" c="dimmed">
                    {caseTypeLabel(caseItem.type)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{personName(caseItem.expert) || emptyValue}</Table.Td>
              <Table.Td>{caseItem.managers.map(personName).join(', ') || emptyValue}</Table.Td>
              <Table.Td>{caseItem.createdAt ? formatDate(caseItem.createdAt) : emptyValue}</Table.Td>
              <Table.Td>
                <CaseStatusTag status={caseItem.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
