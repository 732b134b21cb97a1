import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isUnder, refreshingAfterRead } from './mutations';

const query = (...queryKey: unknown[]) => ({ queryKey });

describe('what a change refreshes', () => {
  it("a resource's path covers its lists, its records and what lies under them", () => {
    const settlements = ['/api/Settlement'];
    expect(isUnder(settlements, query('/api/Settlement'))).toBe(true);
    expect(isUnder(settlements, query('/api/Settlement', { page: 2 }))).toBe(true);
    expect(isUnder(settlements, query('/api/Settlement/5e77'))).toBe(true);
    expect(isUnder(settlements, query('/api/Settlement/5e77/attachments'))).toBe(true);
  });

  it('not a resource whose name merely starts the same, nor another one', () => {
    expect(isUnder(['/api/Settlement'], query('/api/SettlementIncome'))).toBe(false);
    expect(isUnder(['/api/Case'], query('/api/Settlement'))).toBe(false);
  });

  it('a key with params covers the queries it is a prefix of', () => {
    const firstPage = ['/api/Case', { page: 1 }];
    expect(isUnder(firstPage, query('/api/Case', { page: 1, pageSize: 20 }))).toBe(true);
    expect(isUnder(firstPage, query('/api/Case', { page: 2 }))).toBe(false);
    expect(isUnder(firstPage, query('/api/Case/5'))).toBe(false);
  });
});

describe('a read the server counts as seen', () => {
  it('refreshes what it changed once it answered, not before', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/Notifications'], [{ id: 1, isRead: false }]);
    const bell = () => queryClient.getQueryState(['/api/Notifications'])!.isInvalidated;
    let answer!: (news: { id: number }) => void;
    const reading = queryClient.fetchQuery(
      refreshingAfterRead(
        { queryKey: ['/api/News/5'], queryFn: () => new Promise<{ id: number }>((resolve) => (answer = resolve)) },
        [['/api/Notifications']],
      ),
    );
    await Promise.resolve();
    expect(bell()).toBe(false);
    answer({ id: 5 });
    expect(await reading).toEqual({ id: 5 });
    expect(bell()).toBe(true);
  });
});
