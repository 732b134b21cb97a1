import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A group of a form's fields under its legend. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="fieldset">
      <Title order={2} size="h4" component="legend">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
