import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { caseTexts } from '@/features/cases/texts';

/** One labelled value; `null`, `undefined` and '' show "—". */
export type InfoItem = [label: string, value: ReactNode];

export interface InfoListProps {
  items: readonly InfoItem[];
  /** Columns from the `sm` breakpoint up (one column on phones). */
  cols?: number;
  /** Leave out the items without a value (the client's view) instead of showing "—". */
  hideEmpty?: boolean;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** The items a list shows: all of them, or (`hideEmpty`) those with a value. */
export const shownItems = (items: readonly InfoItem[], hideEmpty = false) =>
  hideEmpty ? items.filter(([, value]) => !isEmpty(value)) : items;

/** Labelled values as a description list, one column on phones. */
export function InfoList({ items, cols = 2, hideEmpty = false }: InfoListProps) {
  const shown = shownItems(items, hideEmpty);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="xs" m={0}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {isEmpty(value) ? caseTexts.emptyValue : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
