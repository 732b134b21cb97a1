import { listCasesQueryRules } from '@portal/sdk/query-rules/cases';
import { listSettlementsQueryRules } from '@portal/sdk/query-rules/settlements';
import { describe, expect, it } from 'vitest';
import { listSearch, readQueryValue } from './list-search';

const settlements = listSearch(listSettlementsQueryRules, {
  fixed: ['caseId'],
  pageSize: 20,
  sort: { by: 'issueDate', fields: { issueDate: 'desc', grossAmount: 'desc', invoiceNumber: 'asc' } },
});
const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));

describe("a list's address, read against the contract", () => {
  it('keeps what the contract takes, drops what it refuses and what is a default', () => {
    const raw = { page: 3, paymentStatus: 'Paid', search: ' Kowalska ', from: '2026-01-01', sortBy: 'grossAmount' };
    expect(defined(settlements.validateSearch(raw))).toEqual({ ...raw, search: 'Kowalska' });
    const bad = { page: 'abc', sortBy: 'zzz', sortDirection: 7, paymentStatus: 'Nope', from: '2026-02-31', to: 5 };
    expect(defined(settlements.validateSearch(bad))).toEqual({});
    expect(defined(settlements.validateSearch({ page: 1, sortBy: 'issueDate', sortDirection: 1 }))).toEqual({});
  });

  it('never takes what the route fixes, nor the page size, nor a key no one knows', () => {
    const search = settlements.validateSearch({ caseId: 5, pageSize: 200, sort: 'zzz' });
    expect(defined(search)).toEqual({});
    // present, as undefined: the router lays the validated search over the address's, which would keep them
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['caseId', 'pageSize', 'sort']));
    expect(settlements.params({ ...search, sort: 'zzz' } as never)).toEqual({
      page: 1,
      sortBy: 'issueDate',
      sortDirection: 1,
      pageSize: 20,
    });
  });

  it('a header click turns its column around, another column starts as declared', () => {
    const view = settlements.view({});
    expect(settlements.nextSort('issueDate', view)).toEqual({ sortBy: 'issueDate', sortDirection: 0 });
    expect(settlements.nextSort('invoiceNumber', view)).toEqual({ sortBy: 'invoiceNumber', sortDirection: 0 });
    expect(settlements.nextSort('grossAmount', view)).toEqual({ sortBy: 'grossAmount', sortDirection: 1 });
  });

  it('a list without sorting or paging in its call keeps neither', () => {
    const cases = listSearch(listCasesQueryRules, { fixed: ['pageSize'] });
    expect(cases.filterKeys).toContain('status');
    expect(defined(cases.validateSearch({ sortBy: 'name', status: 'New' }))).toEqual({ status: 'New' });
  });

  it('an id starts at 1, as the contract says', () => {
    const cases = listSearch(listCasesQueryRules);
    expect(defined(cases.validateSearch({ productId: -1, clientId: 0, expertId: '7' }))).toEqual({ expertId: 7 });
  });
});

describe("a screen's own keys and ranges", () => {
  const income = listSearch(listSettlementsQueryRules, {
    fixed: ['caseId', 'paymentStatus', 'collectionStatus'],
    ranges: [['from', 'to']],
    extra: { tab: { type: 'string', enum: ['cases'] }, openId: { type: 'integer', minimum: 1 } },
  });

  it('reads them by their rules and never sends them; a range given backwards is turned round', () => {
    const search = income.validateSearch({ tab: 'cases', openId: '7', from: '2026-10-31', to: '2026-10-01' });
    expect(defined(search)).toEqual({ tab: 'cases', openId: 7, from: '2026-10-01', to: '2026-10-31' });
    expect(defined(income.validateSearch({ tab: 'list', openId: 0 }))).toEqual({});
    expect(income.filterKeys).not.toContain('tab');
    expect(income.params(search)).toEqual({ page: 1, from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('one value', () => {
  it('reads numbers, days, moments, lists and yes/no as the rule says', () => {
    expect(readQueryValue({ type: 'integer', minimum: 1 }, '12')).toBe(12);
    expect(readQueryValue({ type: 'integer', minimum: 1 }, 0)).toBeUndefined();
    expect(readQueryValue({ type: 'integer', format: 'int32' }, 2 ** 31)).toBeUndefined();
    expect(readQueryValue({ type: 'number' }, '1.5')).toBe(1.5);
    expect(readQueryValue({ type: 'string', format: 'date' }, '2024-02-29')).toBe('2024-02-29');
    expect(readQueryValue({ type: 'string', format: 'date' }, '2025-02-29')).toBeUndefined();
    expect(readQueryValue({ type: 'string', format: 'date-time' }, '2026-01-31T23:00:00.000Z')).toBe(
      '2026-01-31T23:00:00.000Z',
    );
    expect(readQueryValue({ type: 'array', items: { type: 'integer' } }, ['1', 'x', 3])).toEqual([1, 3]);
    expect(readQueryValue({ type: 'array', items: { type: 'integer' } }, 'x')).toBeUndefined();
    expect(readQueryValue({ type: 'boolean' }, 'true')).toBe(true);
    expect(readQueryValue({ type: 'string', enum: ['A', 'B'] }, 'C')).toBeUndefined();
    expect(readQueryValue({ type: 'string', maxLength: 3 }, 'abcd')).toBeUndefined();
  });
});
