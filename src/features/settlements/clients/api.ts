import { getListSettlementsForContextUserQueryOptions } from '@portal/sdk';
import type { Settlement } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';

// The settlements of the cases the caller works on, every one matching the search: the screen sums them by client.

/** One page of them (the route prefetches the first). */
export const clientSettlementsPageQuery = (search: string | undefined, page: number) =>
  getListSettlementsForContextUserQueryOptions(
    { search, page, pageSize: EVERY_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

export const useEveryClientSettlement = (search: string | undefined) =>
  useEveryPage<Settlement>((page) => clientSettlementsPageQuery(search, page));
