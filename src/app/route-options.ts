import { lazyRouteComponent, notFound, type ParsedLocation } from '@tanstack/react-router';
import { checkAccess, type Access } from '@/lib/auth/guard';
import type { RouterContext } from './router-context';

export interface PageOptions {
  /** Whether the route is a breadcrumb of the pages below its path (StaticDataRouteOption's `crumb`). */
  crumb?: boolean;
  /**
   * The page's `<meta name="description">` (what a search engine or a shared link shows under the title): one or
   * two Polish sentences. Public pages give one; without it the page keeps index.html's.
   */
  description?: string;
}

/**
 * A screen's title (breadcrumbs, menu, document title) and who may open it: the access wrappers of spec 000
 * section 2, checked before anything of the route loads. A convenience: the server decides, screens handle 403.
 * `options.description` is the page's meta description: `page('Rejestracja', 'public', { description: '…' })`.
 */
export const page = (title: string, access: Access, options: PageOptions = {}) => ({
  staticData: { title, access, ...options },
  beforeLoad: async ({ context, location }: { context: RouterContext; location: ParsedLocation }) => ({
    profile: await checkAccess(access, context, location.href),
  }),
});

/** A route of the spec whose screen a later issue builds: the "coming soon" page, guarded like the real one. */
export const placeholder = (title: string, access: Access, options: PageOptions = {}) => ({
  ...page(title, access),
  staticData: { title, access, placeholder: true, ...options },
  component: lazyRouteComponent(() => import('@/components/shell/ComingSoon')),
});

/** The API's ids are positive int32. */
const MAX_ID = 2_147_483_647;

function positiveId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  // an id that cannot exist shows the not-found page, and nothing is requested for it
  if (!(id <= MAX_ID)) throw notFound();
  return id;
}

function uuid(raw: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw notFound();
  return raw.toLowerCase();
}

type ParamKind = 'id' | 'uuid' | 'text';
type ParsedParams<S extends Record<string, ParamKind>> = { [K in keyof S]: S[K] extends 'id' ? number : string };
const parsers: Record<ParamKind, (raw: string) => number | string> = { id: positiveId, uuid, text: (raw) => raw };

/** A route's params, each parsed by its kind: ids to numbers, uuids checked; anything else is not found. */
export function routeParams<const S extends Record<string, ParamKind>>(spec: S) {
  const names = Object.keys(spec) as (keyof S & string)[];
  return {
    parse: (raw: Record<keyof S & string, string>) =>
      Object.fromEntries(names.map((name) => [name, parsers[spec[name]](raw[name])])) as ParsedParams<S>,
    stringify: (values: ParsedParams<S>) =>
      Object.fromEntries(names.map((name) => [name, String(values[name])])) as Record<keyof S & string, string>,
  };
}

/** Route params that are all ids. */
export const ids = <const K extends string>(...names: K[]) =>
  routeParams(Object.fromEntries(names.map((name) => [name, 'id'])) as Record<K, 'id'>);

/** Route params that are all uuids (the settlement id). */
export const uuids = <const K extends string>(...names: K[]) =>
  routeParams(Object.fromEntries(names.map((name) => [name, 'uuid'])) as Record<K, 'uuid'>);
