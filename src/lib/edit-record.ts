import { hashKey, useIsMutating, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/** A record's version: its `updatedAt` when it has one, otherwise a stable serialisation of it (keys sorted). */
export function recordVersion(record: unknown): string {
  const updatedAt = (record as { updatedAt?: unknown } | null | undefined)?.updatedAt;
  return typeof updatedAt === 'string' ? updatedAt : hashKey([record]);
}

/**
 * The record an edit route's form starts from, read through the query options its loader fetched fresh with
 * `fetchRouteData`, and the key that starts the form again when the record changes:
 * `<QueryState query={record}>{record.data && <Form key={record.version} item={record.data} />}</QueryState>`.
 *
 * - A copy already stale when the screen opens (a save made it stale, or the router shows its remembered page while
 *   the loader fetches again) is never shown: the screen waits for that fetch.
 * - A refetch that brings the same record keeps the key, so nothing typed is lost; a changed record restarts the form.
 * - From the screen's first change sent on, the key holds: the save refreshes the record, and that must not restart
 *   the form half-way through its save (which then leaves, or shows what failed, with what was typed).
 */
export function useEditRecord<TData, TError>(options: UseQueryOptions<TData, TError, TData, QueryKey>) {
  const query = useQuery(options);
  const saving = useIsMutating() > 0;
  const record = hashKey(options.queryKey);
  const [state, setState] = useState(() => startOf(record, query.isStale));
  // another record (another id) starts again
  const start = state.record === record ? state : startOf(record, query.isStale);

  const data = !start.staleAtStart || query.isFetchedAfterMount ? query.data : undefined;
  const latest = data === undefined ? undefined : recordVersion(data);
  const held = start.held || saving;
  const version = held && start.version !== undefined ? start.version : (latest ?? start.version);
  if (start !== state || held !== state.held || version !== state.version) setState({ ...start, held, version });

  return { data, version, error: query.error, isPending: data === undefined && !query.error };
}

const startOf = (record: string, staleAtStart: boolean) => ({
  record,
  staleAtStart,
  held: false,
  version: undefined as string | undefined,
});
