import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the sign-in, registration and password pages sit in, with the page's heading. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={560} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A card that tells the person where things stand (and, dimmed, what to mind), with the ways on below. */
export function PublicNotice({
  title,
  text,
  hint,
  children,
}: {
  title: string;
  text: ReactNode;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <PublicCard title={title}>
      <Text>{text}</Text>
      {hint && (
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
      )}
      <Group>{children}</Group>
    </PublicCard>
  );
}
