import { Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { NavigateOptions } from '@tanstack/react-router';
import { useId, type Key, type ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { ApiErrorAlert } from '@/components/QueryState';
import { homeTexts } from './texts';

/** What a block says: its title, the link to the whole list, what it says when empty, the name of its list. */
export interface BlockTexts {
  title: string;
  all?: string;
  empty: ReactNode;
  list: string;
}

export interface HomeBlockProps {
  texts: BlockTexts;
  /** A line under the title. */
  description?: ReactNode;
  /** Where the whole list is (`linkOptions(…)`): a link beside the title, saying `texts.all`. */
  more?: NavigateOptions | false;
  /** The block's data: it loads, fails (refused: 403) or arrives on its own. */
  query: { isPending: boolean; error: unknown; data?: unknown };
  /** Nothing to show once loaded: `texts.empty` is said instead of the content. */
  isEmpty: boolean;
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
export function HomeBlock({ texts, description, more, query, isEmpty, children }: HomeBlockProps) {
  const titleId = useId();
  const failed = query.error && query.data === undefined;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {texts.title}
        </Title>
        {more && (
          <AnchorLink to={more.to as never} params={more.params as never} search={more.search as never} size="sm">
            {texts.all}
          </AnchorLink>
        )}
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
          {texts.empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

export interface BlockListProps<T> {
  /** The list's name (what its items are). */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** What an item shows. */
  children: (item: T) => ReactNode;
}

/** The items of a block as a list its title names, a line between each and the one before. */
export function BlockList<T>({ label, items, keyOf, children }: BlockListProps<T>) {
  return (
    <Stack component="ul" aria-label={label} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Box
          key={keyOf(item)}
          component="li"
          py="sm"
          style={index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {children(item)}
        </Box>
      ))}
    </Stack>
  );
}

/** A block that is a list and nothing more: empty when no item is shown. */
export function ListBlock<T>({
  items,
  keyOf,
  children,
  ...block
}: Omit<HomeBlockProps, 'isEmpty' | 'children'> & Omit<BlockListProps<T>, 'label'>) {
  return (
    <HomeBlock {...block} isEmpty={items.length === 0}>
      <BlockList label={block.texts.list} items={items} keyOf={keyOf}>
        {children}
      </BlockList>
    </HomeBlock>
  );
}
