import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from './FormError';
import { PublicCard } from './PublicCard';

/**
 * A form in the public card: what it is for, its fields, what the server refused that no field shows, the submit
 * button (busy while the form is sent), and what follows (a link back).
 */
export function PublicForm({
  title,
  intro,
  onSubmit,
  error,
  fields,
  pending,
  submitLabel,
  after,
  children,
}: {
  title: string;
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The failed send, and the form's fields (their own messages stand next to them). */
  error: unknown;
  fields: readonly string[];
  pending: boolean;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicCard title={title}>
      {intro}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <FormError error={error} fields={fields} />
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {after}
        </Stack>
      </form>
    </PublicCard>
  );
}
