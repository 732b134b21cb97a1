import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortOrder } from './list-search';
import { phoneSecondary } from './phone-table';

/**
 * What a sortable table is given: the current order and what a header click does; without `onSort` the order is
 * fixed, and only its column's header says it.
 */
export interface SortProps<F extends string> {
  sortBy: F;
  order: SortOrder;
  onSort?: (field: F) => void;
}

/**
 * A column header that sorts its table: a button, with `aria-sort` on the header and an arrow that shows it (an
 * order the user cannot change: the arrow and `aria-sort` alone).
 */
export function SortableHeader<F extends string>({
  field,
  sortBy,
  order,
  onSort,
  isSecondary = false,
  align,
  children,
}: SortProps<F> & {
  field: F;
  /** Left out on a phone (the key-column table, phone-table.ts). */
  isSecondary?: boolean;
  align?: 'right';
  children: ReactNode;
}) {
  const active = field === sortBy;
  const label = (
    <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
      {children}
      <Text span c={active ? undefined : 'dimmed'} aria-hidden fz="xs">
        {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
      </Text>
    </Group>
  );
  return (
    <Table.Th
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={align}
      {...(isSecondary && phoneSecondary)}
    >
      {onSort ? (
        <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
          {label}
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}
