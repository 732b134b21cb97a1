import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import { strictSearch } from '@/lib/strict-search';

// A list's view as its address keeps it, read and checked against the contract: the list operation's query
// parameters (`@portal/sdk/query-rules/<tag>`, generated from openapi/) decide which values each key takes, the
// list adds its sortable columns and page size. A value the contract would refuse (`?page=abc`, `?status=Nope`)
// is left out, so the list shows its default instead of an error. No list writes a parser of its own.

/** One query parameter of the contract, as `npm run generate` writes it (the parts that decide what it takes). */
export interface QueryRule {
  readonly type?: 'integer' | 'number' | 'string' | 'boolean' | 'array';
  readonly format?: string;
  readonly enum?: readonly (string | number)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly default?: unknown;
  readonly items?: QueryRule;
  readonly required?: boolean;
}
export type QueryRules = Readonly<Record<string, QueryRule>>;

/** The value type a rule takes. */
export type RuleValue<R> = R extends { enum: readonly (infer E)[] }
  ? E
  : R extends { type: 'integer' | 'number' }
    ? number
    : R extends { type: 'boolean' }
      ? boolean
      : R extends { type: 'array'; items: infer I }
        ? RuleValue<I>[]
        : string;

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isDay = (text: string) => {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
};

const formats: Record<string, (text: string) => boolean> = {
  date: isDay,
  'date-time': (text) => DATE_TIME.test(text) && isDay(text.slice(0, 10)) && !Number.isNaN(Date.parse(text)),
  uuid: (text) => UUID.test(text),
  email: (text) => EMAIL.test(text),
};

const listed = <T>(rule: QueryRule, value: T) =>
  !rule.enum || rule.enum.includes(value as string | number) ? value : undefined;

function readNumber(rule: QueryRule, raw: unknown) {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  if (!Number.isFinite(number) || (rule.type === 'integer' && !Number.isInteger(number))) return undefined;
  if (rule.format === 'int32' && (number < INT32.min || number > INT32.max)) return undefined;
  if ((rule.minimum !== undefined && number < rule.minimum) || (rule.maximum !== undefined && number > rule.maximum))
    return undefined;
  return listed(rule, number);
}

function readText(rule: QueryRule, raw: unknown) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (!text) return undefined;
  if (rule.minLength !== undefined && text.length < rule.minLength) return undefined;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return undefined;
  if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(text)) return undefined;
  if (rule.format && formats[rule.format] && !formats[rule.format](text)) return undefined;
  return listed(rule, text);
}

/** The value of one parameter read from an address (TanStack Router has already turned `2` into a number). */
export function readQueryValue(rule: QueryRule, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  switch (rule.type) {
    case 'integer':
    case 'number':
      return readNumber(rule, raw);
    case 'boolean':
      return raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;
    case 'array': {
      const items = (Array.isArray(raw) ? raw : [raw])
        .map((item) => readQueryValue(rule.items ?? {}, item))
        .filter((item) => item !== undefined);
      return items.length > 0 ? items : undefined;
    }
    default:
      return readText(rule, raw);
  }
}

export type SortOrder = 'asc' | 'desc';
/** The contract's SortDirection: Oldest (ascending) = 0, Newest (descending) = 1. */
const directionOf = (order: SortOrder) => (order === 'asc' ? 0 : 1);
export const orderOf = (direction: number): SortOrder => (direction === 0 ? 'asc' : 'desc');

/** Keys the list's own view manages; the others are its filters. */
type ViewKey = 'page' | 'sortBy' | 'sortDirection';
type NoExtra = Readonly<Record<never, QueryRule>>;

export interface ListSearchOptions<
  R extends QueryRules,
  F extends string,
  Fixed extends keyof R,
  E extends QueryRules = NoExtra,
> {
  /** Parameters the address may not set (the route fixes them: the case of a page, a family's hidden filter). */
  fixed?: readonly Fixed[];
  /**
   * The screen's own keys beside the operation's parameters (a tab, the record open in it), read by the same kind
   * of rules: kept when filters change or are cleared, never sent to the operation.
   */
  extra?: E;
  /** Pairs of keys that bound a range (`['from', 'to']`): one given backwards is the same range turned round. */
  ranges?: readonly (readonly [keyof R & string, keyof R & string])[];
  /** The sortable columns (the API's `sortBy` values) with the order each starts in, and the default one. */
  sort?: { by: NoInfer<F>; fields: Readonly<Record<F, SortOrder>> };
  /** Rows on a page (sent as `pageSize`, never read from the address); the contract's default if not set. */
  pageSize?: number;
}

/** The filters and view of a list, as its address holds them (defaults left out, so links stay short). */
export type ListUrlSearch<
  R extends QueryRules,
  F extends string,
  Fixed extends keyof R,
  E extends QueryRules = NoExtra,
> = {
  [K in Exclude<keyof R, Fixed | 'pageSize' | 'sortBy'>]?: RuleValue<R[K]>;
} & ('sortBy' extends keyof R ? { sortBy?: F } : unknown) & { [K in keyof E]?: RuleValue<E[K]> };

/** The same with every default filled in: what the screen shows. */
export type ListView<
  R extends QueryRules,
  F extends string,
  Fixed extends keyof R,
  E extends QueryRules = NoExtra,
> = Omit<ListUrlSearch<R, F, Fixed, E>, ViewKey> & {
  page: number;
  sortBy: F;
  sortDirection: 0 | 1;
};

/**
 * A list's search, declared once beside the list (a module the route imports: it must not import the SDK's hooks)
 * and used by both its route (`validateSearch`, `loaderDeps`) and its screen (`useListView`):
 *
 * ```ts
 * export const settlementList = listSearch(listSettlementsQueryRules, {
 *   fixed: ['caseId'], pageSize: 20,
 *   sort: { by: 'issueDate', fields: { issueDate: 'desc', grossAmount: 'desc', invoiceNumber: 'asc' } },
 * });
 * ```
 */
export function listSearch<
  const R extends QueryRules,
  const F extends string = never,
  const Fixed extends keyof R = never,
  const E extends QueryRules = NoExtra,
>(rules: R, options: ListSearchOptions<R, F, Fixed, E> = {}) {
  type Url = ListUrlSearch<R, F, Fixed, E>;
  type View = ListView<R, F, Fixed, E>;
  const fixed = new Set<PropertyKey>(['pageSize', ...(options.fixed ?? [])]);
  const extraKeys = Object.keys(options.extra ?? {});
  const allRules: QueryRules = { ...rules, ...options.extra };
  const keys = [
    ...Object.keys(rules).filter((key) => !fixed.has(key) && (key !== 'sortBy' || options.sort)),
    ...extraKeys,
  ];
  const filterKeys = keys.filter((key) => ![...extraKeys, 'page', 'sortBy', 'sortDirection'].includes(key)) as Exclude<
    keyof Url & string,
    ViewKey | keyof E
  >[];
  const sortFields = options.sort ? (Object.keys(options.sort.fields) as F[]) : [];
  const defaults: Record<string, unknown> = {
    page: 1,
    ...(options.sort && {
      sortBy: options.sort.by,
      sortDirection: directionOf(options.sort.fields[options.sort.by]),
    }),
  };

  const read = (key: string, raw: unknown) =>
    key === 'sortBy' ? (sortFields.includes(raw as F) ? raw : undefined) : readQueryValue(allRules[key], raw);

  /**
   * The address's values as the list keeps them: each of the list's keys, undefined where the contract refuses the
   * value or it is the default (left out of links). The router lays the validated search over the raw one, so a key
   * left out would keep its raw value; one set to undefined does not.
   */
  const toUrl = (values: Record<string, unknown>): Url => {
    const url: Record<string, unknown> = {};
    for (const key of keys) {
      const value = read(key, values[key]);
      url[key] = value !== undefined && JSON.stringify(value) !== JSON.stringify(defaults[key]) ? value : undefined;
    }
    for (const [from, to] of options.ranges ?? [])
      if (url[from] !== undefined && url[to] !== undefined && String(url[from]) > String(url[to]))
        [url[from], url[to]] = [url[to], url[from]];
    return url as Url;
  };

  /** The list's own keys of a search (the router keeps keys no route knows, `?sort=zzz`: they are not sent). */
  const view = (search: Url): View => {
    const known = Object.entries(toUrl(search as Record<string, unknown>)).filter(([, value]) => value !== undefined);
    return { ...defaults, ...Object.fromEntries(known) } as View;
  };

  /** What the list operation is sent: the view and the page size (not the screen's `extra` keys). */
  const params = (search: Url) => {
    const all = { ...view(search), ...(options.pageSize !== undefined && { pageSize: options.pageSize }) };
    return Object.fromEntries(Object.entries(all).filter(([key]) => !extraKeys.includes(key))) as Omit<
      typeof all,
      keyof E
    >;
  };

  /** The route's `validateSearch`: never throws, a bad value falls back to the default, an unknown key is dropped. */
  const validateSearch = strictSearch(toUrl);
  const loaderDeps = ({ search }: { search: Url }) => toUrl(search as Record<string, unknown>);

  return {
    rules,
    filterKeys,
    sortFields,
    toUrl,
    view,
    validateSearch,
    loaderDeps,
    /**
     * The route's search options and loader: `...settlementList.route((params) =>
     * import('…/api').then((api) => api.settlementListQuery(params)))` (the feature's API module loads with the page).
     */
    route: (query: (sent: ReturnType<typeof params>) => Promise<object>) => ({
      validateSearch,
      loaderDeps,
      loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: Url }) =>
        query(params(deps)).then((options) => context.queryClient.ensureQueryData(options as EnsureQueryDataOptions)),
    }),
    params,
    pageSize: options.pageSize ?? (rules.pageSize?.default as number | undefined) ?? 25,
    /** The order a click on a column's header gives: the same column turns around, another starts as declared. */
    nextSort: (field: F, current: View): { sortBy: F; sortDirection: 0 | 1 } => ({
      sortBy: field,
      sortDirection:
        field === current.sortBy
          ? current.sortDirection === 0
            ? 1
            : 0
          : directionOf(options.sort?.fields[field] ?? 'asc'),
    }),
  };
}

/** What the list kit's screens need of a declared list search (`listSearch`). */
export interface ListSpec<Url extends object, F extends string> {
  rules: QueryRules;
  filterKeys: readonly string[];
  pageSize: number;
  toUrl(values: Record<string, unknown>): Url;
  view(search: Url): Omit<Url, ViewKey> & { page: number; sortBy: F; sortDirection: 0 | 1 };
  nextSort(field: F, current: { sortBy: F; sortDirection: 0 | 1 }): { sortBy: F; sortDirection: 0 | 1 };
}
