import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTrail } from './page-title';

/** A page's heading (its route's title), a line saying what the page is for, and its main actions beside them. */
export function PageHeader({ intro, actions }: { intro?: ReactNode; actions?: ReactNode }) {
  const { title } = usePageTrail();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </div>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
