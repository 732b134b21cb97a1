/** Paging, sorting and searching, as the API's lists do them. */
import { intParam } from './request';

/** 0 = oldest first / ascending, 1 = newest first / descending (the default). */
export const sortDirectionOf = (params: URLSearchParams): 0 | 1 => (params.get('sortDirection') === '0' ? 0 : 1);

/** Page size when the call gives none (the contract's default of the PageSize parameter). */
export const DEFAULT_PAGE_SIZE = 25;

/** One page of `items` as the API's `*Page` schemas: `page` from 1, `pageSize` 1–200. */
export function pageOf<T>(items: T[], params: URLSearchParams) {
  const page = Math.max(1, intParam(params.get('page')) ?? 1);
  const pageSize = Math.min(200, Math.max(1, intParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), totalCount: items.length, page, pageSize };
}

/** Text for case-insensitive search: lower case, without Polish diacritics. */
export const plain = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export const matchesSearch = (needle: string | null, ...haystack: (string | null | undefined)[]) =>
  !needle?.trim() || haystack.some((text) => plain(text).includes(plain(needle.trim())));

export type Sortable = string | number | null | undefined;

/** Compares for sorting: strings the Polish way, nulls last. */
export function compareValues(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'pl');
}

/** Records ordered by `createdAt` (0 oldest first, 1 newest first), ties by id. */
export const byCreatedAt =
  (direction: 0 | 1) =>
  <T extends { createdAt?: string; id?: number }>(a: T, b: T) => {
    const order = compareValues(a.createdAt, b.createdAt) || compareValues(a.id, b.id);
    return direction === 0 ? order : -order;
  };

/** Records ordered by name, the Polish way. */
export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pl');
