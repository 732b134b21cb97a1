import { Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/QueryState';
import { homeTexts } from './texts';

export interface HomeBlockProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The way to the whole list (a link beside the title). */
  link?: ReactNode;
  /** The block's data: it loads, fails (refused: 403) or arrives on its own. */
  query: { isPending: boolean; error: unknown; data?: unknown };
  /** Nothing to show once loaded: `empty` is said instead of the content. */
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** Grey lines the height of a few items while the block's data loads; screen readers hear "Wczytywanie". */
function BlockSkeleton() {
  return (
    <Stack gap="sm" role="status">
      <span className="app-sr-only">{homeTexts.loading}</span>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} height={40} radius="sm" aria-hidden />
      ))}
    </Stack>
  );
}

/**
 * One block of the home page: a titled section that loads, fails and is empty on its own, so one slow or refused
 * call leaves the other blocks as they are. Data already shown stays when a refresh fails.
 */
export function HomeBlock({ title, description, link, query, isEmpty, empty, children }: HomeBlockProps) {
  const titleId = useId();
  const failed = query.error && query.data === undefined;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {link}
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mt={-8} mb="sm">
          {description}
        </Text>
      )}
      {failed ? (
        <ApiErrorAlert error={query.error} />
      ) : query.isPending ? (
        <BlockSkeleton />
      ) : isEmpty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

/** The items of a block as a list its title names. */
export function BlockList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** An item of a block's list, a line between it and the one before. */
export function BlockItem({ first, children }: { first: boolean; children: ReactNode }) {
  return (
    <Box
      component="li"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Box>
  );
}
