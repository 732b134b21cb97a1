import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import {
  caseListParams,
  hasActiveFilters,
  parseCaseListSearch,
  toUrlSearch,
  withoutHiddenFilters,
} from './list-search';

describe('case list search params', () => {
  it('reads a shared link and falls back to the defaults for anything malformed', () => {
    const productId = ids.product.loanLawsuit;
    expect(
      parseCaseListSearch({ page: 2, sortBy: 'name', order: 'asc', status: 'Done', productId, search: 123 }),
    ).toMatchObject({ page: 2, sortBy: 'name', order: 'asc', status: 'Done', productId, search: '123' });
    expect(parseCaseListSearch({ page: -1, sortBy: 'drop table', order: 'up', status: 'Lost', clientId: 'x' })).toEqual(
      { sortBy: 'createdAt', order: 'desc', page: 1 },
    );
  });

  it('leaves the defaults out of the URL', () => {
    expect(toUrlSearch(parseCaseListSearch({}))).toEqual(
      expect.objectContaining({ sortBy: undefined, order: undefined, page: undefined }),
    );
    expect(toUrlSearch(parseCaseListSearch({ sortBy: 'createdAt', order: 'asc', page: 3 }))).toMatchObject({
      sortBy: 'createdAt',
      order: 'asc',
      page: 3,
    });
  });

  it('sends pages of 20, the direction as the API number and the last picked day inclusive', () => {
    const params = caseListParams(parseCaseListSearch({ order: 'asc', dateFrom: '2026-10-01', dateTo: '2026-10-31' }));
    expect(params).toMatchObject({ pageSize: 20, page: 1, sortDirection: 0, sortBy: 'createdAt' });
    expect(new Date(params.dateFrom!).getDate()).toBe(1);
    expect(new Date(params.dateTo!).getMonth()).toBe(10);
    expect(new Date(params.dateTo!).getDate()).toBe(1);
    expect(caseListParams(parseCaseListSearch({})).sortDirection).toBe(1);
  });

  it('knows when filters are active (sorting and paging are not filters)', () => {
    expect(hasActiveFilters(parseCaseListSearch({ page: 3, sortBy: 'name' }))).toBe(false);
    expect(hasActiveFilters(parseCaseListSearch({ managerId: ids.person.manager }))).toBe(true);
  });

  it('drops the filters a family hides, whatever the link says', () => {
    const view = parseCaseListSearch({ status: 'Done', expertId: 7, clientId: 3, dateFrom: '2026-01-01', page: 2 });
    expect(withoutHiddenFilters(view, ['status', 'expert'])).toEqual({
      ...view,
      status: undefined,
      expertId: undefined,
    });
    expect(withoutHiddenFilters(view, ['client', 'dateRange'])).toMatchObject({ status: 'Done', expertId: 7, page: 2 });
    expect(withoutHiddenFilters(view, ['client', 'dateRange']).clientId).toBeUndefined();
    expect(withoutHiddenFilters(view, ['client', 'dateRange']).dateFrom).toBeUndefined();
  });
});
