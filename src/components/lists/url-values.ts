// Values read from the (untrusted) URL search params of a list view: anything malformed is left out.

import type { SortOrder } from '@/components/lists/SortableHeader';

export type { SortOrder };

/** A positive whole number (a page, an id). */
export const positiveInt = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
};

/** A text, trimmed; blank is none. */
export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const day = (value: unknown) => {
  const candidate = text(value);
  if (!candidate || !/^\d{4}-\d{2}-\d{2}$/.test(candidate)) return undefined;
  const date = new Date(`${candidate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(candidate) ? candidate : undefined;
};

export const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The order after a click on a column header: the same column turns around; another starts descending when it
 * is one of `descendingFirst` (amounts, dates: the largest or newest first), ascending otherwise.
 */
export const nextOrder = <F extends string>(
  field: F,
  current: { sortBy: F; order: SortOrder },
  descendingFirst: readonly F[],
): SortOrder =>
  field === current.sortBy
    ? current.order === 'asc'
      ? 'desc'
      : 'asc'
    : descendingFirst.includes(field)
      ? 'desc'
      : 'asc';
