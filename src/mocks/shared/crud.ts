/**
 * The demo backend of a standard resource (openapi/README.md, "Standard pattern"): list, get, create, replace,
 * merge-patch and delete, stored in one collection of the database, on the generated typed handler factories.
 *
 *   crud(db, 'departments', { resource: 'Department', mocks, schemas, what: 'departament' })
 *
 * serves listDepartments, createDepartment (201 with a new id), getDepartment, updateDepartment (PUT),
 * patchDepartment (merge-patch) and deleteDepartment; 404 for an unknown id and 400 (ValidationProblemDetails,
 * from the contract's CreateDepartmentBody, UpdateDepartmentBody and PatchDepartmentBody) for an invalid body.
 */
import type { HttpHandler, http } from 'msw';
import type { z } from 'zod';
import type { CollectionName, DemoDb } from '@/mocks/db/db';
import type { DemoData } from '@/mocks/db/types';
import { actingUserId } from './acting-user';
import { notFound, refused } from './answers';
import { countOf } from '@/copy/plural';
import { compareValues, matchesSearch, pageOf, sortDirectionOf, type Sortable } from './lists';
import { intParam, nowIso, searchParams } from './request';
import { validBody } from './validation';

type Info = Parameters<Parameters<typeof http.get>[1]>[0];
/** A generated `get<Op>MockHandler`, given the function that answers (a stateful override). */
type Factory<R> = (override?: R | ((info: Info) => Promise<R> | R)) => HttpHandler;

interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The factories of resource `S` in its tag's `@portal/sdk/mocks/<tag>` module (`getListDepartmentsMockHandler` …). */
type CrudMocks<S extends string, T> = Record<`getList${S}sMockHandler`, Factory<T[]> | Factory<Page<T>>> &
  Record<`get${'Get' | 'Create' | 'Update' | 'Patch'}${S}MockHandler`, Factory<T>> &
  Record<`getDelete${S}MockHandler`, Factory<void>>;

/** The body schemas of resource `S` in its tag's `@portal/sdk/zod/<tag>` module. */
type CrudSchemas<S extends string> = Record<`${'Create' | 'Update' | 'Patch'}${S}Body`, z.ZodType>;

type RecordOf<K extends CollectionName> = DemoData[K][number] & { id: number };

export interface CrudOptions<S extends string, T> {
  /** The resource as its operation ids name it: 'Department' for listDepartments, getDepartment … */
  resource: S;
  /** `import * as mocks from '@portal/sdk/mocks/<tag>'`. */
  mocks: CrudMocks<S, T>;
  /** `lazySchemas(() => import('@portal/sdk/zod/<tag>'))`. */
  schemas: () => Promise<CrudSchemas<S>>;
  /** The resource in the 404 title, "Nie znaleziono: departament". */
  what: string;
  /** The records carry AuditFields: who created and last changed them, and when. */
  audited?: boolean;
  /** Which records the list answers (query filters, the selected organisation). */
  filter?: (record: T, request: Request) => boolean;
  /** The order of the list (by id when not given; a paged list's `sortBy` goes first). */
  sort?: (a: T, b: T) => number;
  /** A paged list (`<Resource>Page`): the texts its `search` looks in and the values its `sortBy` can name. */
  paged?: { search: (record: T) => (string | null | undefined)[]; sortKeys?: Record<string, (record: T) => Sortable> };
  /** Fields the server derives from the stored ones (copies of referenced records), set after every write. */
  derive?: (record: T) => Partial<T>;
  /** After every write: brings the copies other records keep of this one up to date (a renamed department). */
  onWrite?: (record: T) => void;
  /** Why the record may not be deleted while other records use it (`usedBy`): its delete is then refused, 400. */
  inUse?: (record: T) => string | undefined;
}

/** How many records of a kind use another, with the Polish forms of the kind: [3, ['produkt', 'produkty', 'produktów']]. */
export type Use = readonly [count: number, forms: readonly [string, string, string]];

/**
 * The refusal to delete a record still in use, naming what uses it, or nothing when nothing does:
 * usedBy('departamentu „Prawo”', [[13, products], [5, users]]) is "Nie można usunąć departamentu „Prawo”: jest
 * używany przez 13 produktów i 5 użytkowników."
 */
export function usedBy(subject: string, uses: readonly Use[], used = 'używany'): string | undefined {
  const named = uses.filter(([count]) => count > 0).map(([count, forms]) => countOf(count, forms));
  if (!named.length) return undefined;
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} i ${named.at(-1)}`;
  return `Nie można usunąć ${subject}: jest ${used} przez ${list}.`;
}

/** The handlers of a standard resource kept in `db[collection]`. */
export function crud<K extends CollectionName, S extends string>(
  db: DemoDb,
  collection: K,
  options: CrudOptions<S, RecordOf<K>>,
): HttpHandler[] {
  type T = RecordOf<K>;
  const { resource, what, filter, paged, derive, onWrite, inUse } = options;
  const factory = <R>(operation: string) =>
    (options.mocks as unknown as Record<string, Factory<R>>)[
      `get${operation}${resource}${operation === 'List' ? 's' : ''}MockHandler`
    ];
  const records = () => db[collection] as T[];
  const find = (id: string | readonly string[] | undefined) => {
    const record = records().find((r) => r.id === intParam(id));
    if (!record) throw notFound(`Nie znaleziono: ${what}`);
    return record;
  };
  const input = async (operation: 'Create' | 'Update' | 'Patch', request: Request) =>
    validBody((await options.schemas())[`${operation}${resource}Body`], request) as Promise<Partial<T>>;
  const stamp = (request: Request, created: boolean) => {
    if (!options.audited) return {};
    const by = actingUserId(request) ?? null;
    return created ? { createdAt: nowIso(), createdById: by } : { updatedAt: nowIso(), updatedById: by };
  };
  const written = (record: T) => {
    if (derive) Object.assign(record, derive(record));
    onWrite?.(record);
    db.save();
    return record;
  };
  const sort = options.sort ?? ((a: T, b: T) => a.id - b.id);

  const list = ({ request }: Info): T[] | Page<T> => {
    const items = records().filter((record) => !filter || filter(record, request));
    if (!paged) return items.sort(sort);
    const query = searchParams(request);
    const key = paged.sortKeys?.[(query.get('sortBy') ?? '').toLowerCase()];
    const sign = sortDirectionOf(query) === 0 ? 1 : -1;
    const found = items
      .filter((record) => matchesSearch(query.get('search'), ...paged.search(record)))
      .sort((a, b) => (key ? sign * compareValues(key(a), key(b)) : 0) || sort(a, b));
    return pageOf(found, query);
  };

  return [
    factory<T[] | Page<T>>('List')(list),
    factory<T>('Create')(async (info) => {
      const values = await input('Create', info.request);
      const record = { ...values, id: db.nextId(collection as never), ...stamp(info.request, true) } as T;
      records().push(record);
      return written(record);
    }),
    factory<T>('Get')(({ params }) => find(params.id)),
    // PUT replaces the fields of the input; the id, the audit fields and what the server owns stay.
    factory<T>('Update')(async (info) => {
      const record = find(info.params.id);
      const values = await input('Update', info.request);
      const schema = (await options.schemas())[`Update${resource}Body`] as Partial<z.ZodObject>;
      for (const key of Object.keys(schema.shape ?? {})) delete (record as unknown as Record<string, unknown>)[key];
      return written(Object.assign(record, values, stamp(info.request, false)));
    }),
    // merge-patch: the given fields change, null clears a nullable one
    factory<T>('Patch')(async (info) => {
      const record = find(info.params.id);
      const values = await input('Patch', info.request);
      return written(Object.assign(record, values, stamp(info.request, false)));
    }),
    factory<void>('Delete')(({ params }) => {
      const record = find(params.id);
      const refusal = inUse?.(record);
      if (refusal) throw refused(refusal);
      records().splice(records().indexOf(record), 1);
      db.save();
    }),
  ];
}
