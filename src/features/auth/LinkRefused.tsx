import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { serverFieldErrors } from '@/lib/server-errors';
import { PublicCard } from './PublicCard';

/** Whether a 400 answer names the link's token: the link is invalid, expired or used. */
export const linkRefused = (error: unknown) => !!serverFieldErrors(error, ['token'] as const)?.fields.token;

/** An e-mailed link that no longer works: the server's words, what to do, and the ways to start again. */
export function LinkRefused({
  title,
  error,
  hint,
  children,
}: {
  title: string;
  error: unknown;
  hint: string;
  children: ReactNode;
}) {
  return (
    <PublicCard title={title}>
      <Alert color="orange" variant="light" role="alert">
        {serverFieldErrors(error, ['token'] as const)?.fields.token}
      </Alert>
      <Text>{hint}</Text>
      <Group>{children}</Group>
    </PublicCard>
  );
}
