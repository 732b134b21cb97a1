import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A group of a form's fields under its legend. A fieldset never shrinks below its content by default: a wide table in
 * it would widen the whole page on a phone instead of scrolling in place.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" style={{ minInlineSize: 0 }}>
      <Title order={2} size="h4" component="legend">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
