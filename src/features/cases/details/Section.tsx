import { Card, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of the case details; a landmark named by its title. */
export function Section({ title, actions, children }: SectionProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
