import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/QueryState';
import { formatDateTime } from '@/copy/dates';
import { errorStatus } from '@/lib/http/configure-http';
import { crmTexts as texts } from './texts';

/**
 * A client's record that exists once saved (a potential): the form with it, or empty while none was saved (the
 * server's 404); loading, refused and failed as QueryState shows them.
 */
export function SavedRecord<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'error' | 'data'>;
  children: (record: T | null) => ReactNode;
}) {
  if (errorStatus(query.error) === 404 && query.data === undefined) return <>{children(null)}</>;
  return <QueryState query={query}>{query.data !== undefined && children(query.data)}</QueryState>;
}

/** When the record was last saved, or that nothing is saved yet. */
export function SavedLine({ record }: { record: { createdAt?: string; updatedAt?: string | null } | null }) {
  const when = record?.updatedAt ?? record?.createdAt;
  return (
    <Text size="sm" c="dimmed">
      {when ? texts.savedAt(formatDateTime(when)) : texts.notSavedYet}
    </Text>
  );
}

/** A form's key: a new one (the form starts again from the record) each time the record is saved anew. */
export const versionOf = (record: { updatedAt?: string | null; createdAt?: string } | null) =>
  record ? (record.updatedAt ?? record.createdAt ?? 'saved') : 'none';

/** A number input's value as the API takes it: none when empty. */
export const numberOrNull = (value: number | string) => (value === '' || value === null ? null : Number(value));
