import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/QueryState';
import { ListPagination } from './ListPagination';
import { listTexts } from './texts';

const defined = (values: object) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/** One page of a list, as the API's paged calls answer. */
export interface ListPage<T> {
  items: T[];
  totalCount: number;
}

/** What a list says about its rows: a list's texts.ts holds them under these names (`texts={texts}`). */
export interface ListResultsTexts {
  /** "Rozliczeń: 12": shown above the rows. */
  count?: (total: number) => string;
  /** What an empty list says. */
  empty: string;
  /** What it says when the filters match nothing (it offers to clear them). */
  emptyFiltered?: string;
  /** What a page past the last one says. */
  emptyPage?: string;
}

export interface ListResultsProps<T> extends Partial<ListResultsTexts> {
  /** The list's texts at once; a text given on its own wins. */
  texts?: ListResultsTexts;
  /** The list's query: a page (`{ items, totalCount }`) or, for a short list, all of it. */
  query: { isPending: boolean; error: unknown; data?: ListPage<T> | T[]; isPlaceholderData?: boolean };
  /** The list's view (useListView): its page, and whether filters are set. Without it the list has one page. */
  list?: { page: number; pageSize: number; setPage: (page: number) => void; filtered: boolean; clear: () => void };
  /** Shown above the count when there are rows (the totals of what the filters select). */
  summary?: ReactNode;
  /** What is missing, for a 404 ("Nie znaleziono sprawy"). */
  notFoundText?: string;
  /** What an empty list offers (a first record's button). */
  emptyAction?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * The states of a list's data: loading (a skeleton), refused or failed (QueryState, in the catalogue's words),
 * empty (its own text and action), and the rows with their count and pages. A new page keeps the last one on
 * screen, dimmed, until it comes.
 */
export function ListResults<T>({
  query,
  list,
  texts,
  summary,
  notFoundText,
  emptyAction,
  children,
  ...own
}: ListResultsProps<T>) {
  const {
    count,
    empty,
    emptyFiltered,
    emptyPage = listTexts.emptyPage,
  } = { ...texts, ...defined(own) } as ListResultsTexts;
  const data = query.data;
  const items = Array.isArray(data) ? data : (data?.items ?? []);
  const total = Array.isArray(data) ? data.length : (data?.totalCount ?? 0);
  const filtered = list?.filtered ?? false;
  return (
    <QueryState query={query} notFoundText={notFoundText}>
      {total === 0 ? (
        <Stack gap="sm" align="center" py="lg" role="status">
          <Text c="dimmed" ta="center">
            {filtered && emptyFiltered ? emptyFiltered : empty}
          </Text>
          {filtered && emptyFiltered ? (
            <Button variant="light" onClick={list?.clear}>
              {listTexts.clearFilters}
            </Button>
          ) : (
            emptyAction
          )}
        </Stack>
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          {summary}
          {count && (
            <Text size="sm" c="dimmed">
              {count(total)}
            </Text>
          )}
          {items.length > 0 ? (
            children(items)
          ) : (
            <Text c="dimmed" ta="center" py="lg" role="status">
              {emptyPage}
            </Text>
          )}
          {list && !Array.isArray(data) && (
            <ListPagination totalCount={total} pageSize={list.pageSize} page={list.page} onPage={list.setPage} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
