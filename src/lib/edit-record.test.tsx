import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { recordVersion, useEditRecord } from './edit-record';

interface Item {
  id: number;
  title: string;
}

/** A record on a pretend server, the query that reads it, and the hook rendered over a fresh query client. */
function setUp(cached?: { item: Item; invalidated: boolean }, saved: Item = { id: 1, title: 'Pierwszy' }) {
  const server = { item: saved, fetches: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the pretend server is what changes, not the key
  const options = {
    queryKey: ['/api/Item/1'],
    queryFn: async () => (server.fetches++, { ...server.item }),
  };
  if (cached) {
    queryClient.setQueryData(options.queryKey, cached.item);
    if (cached.invalidated) void queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({
      record: useEditRecord(options),
      save: useMutation({ mutationFn: () => new Promise<void>((resolve) => setTimeout(resolve, 20)) }),
    }),
    { wrapper },
  );
  const refetch = () => act(() => queryClient.refetchQueries({ queryKey: options.queryKey }));
  return { server, view, refetch };
}

describe("a record's version", () => {
  it('is its updatedAt when it has one', () => {
    expect(recordVersion({ id: 1, title: 'a', updatedAt: '2026-11-20T10:00:00Z' })).toBe('2026-11-20T10:00:00Z');
  });

  it('otherwise its content, whatever the order of its fields', () => {
    expect(recordVersion({ id: 1, tags: ['a'], title: 'a' })).toBe(recordVersion({ title: 'a', tags: ['a'], id: 1 }));
    expect(recordVersion({ id: 1, title: 'a' })).not.toBe(recordVersion({ id: 1, title: 'b' }));
    expect(recordVersion({ id: 1, party: { name: 'a' } })).not.toBe(recordVersion({ id: 1, party: { name: 'b' } }));
  });
});

describe('the record an edit form starts from', () => {
  it('is the cached copy when it is fresh', () => {
    const { view, server } = setUp({ item: { id: 1, title: 'Z pamięci' }, invalidated: false });
    expect(view.result.current.record.data).toEqual({ id: 1, title: 'Z pamięci' });
    expect(server.fetches).toBe(0);
  });

  it('never a copy a change made stale: the screen waits for the record as saved', async () => {
    const { view } = setUp(
      { item: { id: 1, title: 'Przed zapisem' }, invalidated: true },
      { id: 1, title: 'Po zapisie' },
    );
    expect(view.result.current.record).toMatchObject({ data: undefined, isPending: true });
    await waitFor(() => expect(view.result.current.record.data).toEqual({ id: 1, title: 'Po zapisie' }));
  });

  it('keeps its key when a refetch brings the same record, and changes it when the record changed', async () => {
    const { view, server, refetch } = setUp();
    await waitFor(() => expect(view.result.current.record.data).toBeDefined());
    const first = view.result.current.record.version;
    await refetch();
    expect(view.result.current.record.version).toBe(first);
    server.item.title = 'Zmieniony gdzie indziej';
    await refetch();
    await waitFor(() => expect(view.result.current.record.data?.title).toBe('Zmieniony gdzie indziej'));
    expect(view.result.current.record.version).not.toBe(first);
  });

  it('holds its key once the screen sends a change: its own save never restarts the form', async () => {
    const { view, server, refetch } = setUp();
    await waitFor(() => expect(view.result.current.record.data).toBeDefined());
    const first = view.result.current.record.version;
    act(() => view.result.current.save.mutate());
    server.item.title = 'Zapisany';
    await refetch();
    await waitFor(() => expect(view.result.current.record.data?.title).toBe('Zapisany'));
    expect(view.result.current.record.version).toBe(first);
    await waitFor(() => expect(view.result.current.save.isSuccess).toBe(true));
    await refetch();
    expect(view.result.current.record.version).toBe(first);
  });

  it('starts again for another record, from its cached copy when that is fresh', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    queryClient.setQueryData(['/api/Item/1'], { id: 1, title: 'Pierwszy' });
    queryClient.setQueryData(['/api/Item/2'], { id: 2, title: 'Drugi' });
    const view = renderHook(
      ({ id }) => useEditRecord({ queryKey: [`/api/Item/${id}`], queryFn: () => ({ id, title: 'Z serwera' }) }),
      {
        initialProps: { id: 1 },
        wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      },
    );
    expect(view.result.current.data).toEqual({ id: 1, title: 'Pierwszy' });
    view.rerender({ id: 2 });
    expect(view.result.current.data).toEqual({ id: 2, title: 'Drugi' });
    expect(view.result.current.version).toBe(recordVersion({ id: 2, title: 'Drugi' }));
  });
});
