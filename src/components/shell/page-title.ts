import { useMatches, useRouter, type StaticDataRouteOption } from '@tanstack/react-router';
import { useEffect } from 'react';
import { config } from '@/lib/config';
import type { NamedPageData } from '@/lib/route-data';

export interface Crumb {
  title: string;
  href: string;
}

/** A loader's answer as NamedPageData: what is not a loader's naming of its page names nothing. */
function namedData(data: unknown): NamedPageData {
  if (typeof data !== 'object' || data === null) return {};
  const { pageTitle, paramTitles } = data as Record<string, unknown>;
  return {
    pageTitle: typeof pageTitle === 'string' ? pageTitle : undefined,
    paramTitles: typeof paramTitles === 'object' && paramTitles !== null ? (paramTitles as Record<string, string>) : {},
  };
}

type RouteWithData = {
  fullPath?: string;
  options: { staticData?: StaticDataRouteOption; params?: { parse?: (raw: Record<string, string>) => unknown } };
};

/**
 * Whether the route at a crumb's place takes the address's value there as its param: `/users/manager` (of
 * `/users/$name/add`) is no user of `/users/$userId`, so it is no crumb.
 */
function takes(route: RouteWithData, params: Record<string, unknown>, value: string) {
  const name = /\$(\w+)\/?$/.exec(route.fullPath ?? '')?.[1];
  if (!name || !route.options.params?.parse) return true;
  const raw = Object.fromEntries(Object.entries(params).map(([key, v]) => [key, String(v)]));
  try {
    route.options.params.parse({ ...raw, [name]: value });
    return true;
  } catch {
    return false;
  }
}

/** A path without its param names and trailing slash: `/yourCases/$caseId/` and `/yourCases/$id` are one path. */
const pathShape = (path: string) => path.replace(/\$\w+/g, '$').replace(/(.)\/$/, '$1');

const routesByShape = new WeakMap<object, Map<string, RouteWithData>>();

/** The router's routes by the shape of their path (computed once per router). */
function routeOfShape(router: { routesByPath: object }, shape: string) {
  let routes = routesByShape.get(router);
  if (!routes) {
    routes = new Map();
    // a layout route and its index share a path: the one with a title names it
    for (const [path, route] of Object.entries(router.routesByPath as Record<string, RouteWithData>)) {
      const shape = pathShape(path);
      if (!routes.has(shape) || route.options.staticData?.title) routes.set(shape, route);
    }
    routesByShape.set(router, routes);
  }
  return routes.get(shape);
}

/**
 * The current page title and its breadcrumbs: every route whose path is a prefix of the current one (whatever its
 * params are called), unless it says it is no crumb. The page's own title is its loader's `pageTitle` when it
 * gives one, else the route's; a crumb ending in a param takes the loader's title for that param (the case above
 * an invoice). A page not found names itself (NotFound), so the title is then null and there are no crumbs.
 */
export function usePageTrail(): { title: string | null; crumbs: Crumb[] } {
  const router = useRouter();
  const matches = useMatches();
  const match = matches.at(-1);
  const data = namedData(match?.loaderData);
  const title = data.pageTitle ?? match?.staticData?.title;
  // an address no route has (only the root matches) or a record a loader did not find
  if (!title || matches.some((m) => m.status === 'notFound')) return { title: null, crumbs: [] };
  // while the page loads its crumbs are not known yet (the case's name comes with it): none, rather than a trail
  // that changes, and wraps differently, when the page arrives and so moves the page down
  if (match?.status === 'pending') return { title, crumbs: [] };
  const params = (match?.params ?? {}) as Record<string, string>;
  const segments = ((match?.fullPath ?? '/') as string).split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i += 1) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const href = path.replace(/\$(\w+)/g, (_, name: string) => params[name] ?? '');
    if (i === segments.length) {
      crumbs.push({ title, href });
      continue;
    }
    const route = routeOfShape(router, pathShape(path));
    const staticData = route?.options.staticData;
    const param = /^\$(\w+)$/.exec(segments[i - 1])?.[1];
    // only a path some route answers is a crumb (a link to it must lead somewhere)
    if (!staticData?.title || staticData.crumb === false) continue;
    if (param && !takes(route!, params, params[param] ?? '')) continue;
    crumbs.push({ title: (param && data.paramTitles?.[param]) || staticData.title, href });
  }
  return { title, crumbs };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's meta description (`page(title, access, { description })` in src/app/route-options.ts). */
    description?: string;
  }
}

/** index.html's own description: what a page without one of its own keeps. */
let defaultDescription: string | undefined;

/** The document's `<meta name="description">` (index.html has one; added if it is missing). */
function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  defaultDescription ??= meta.content;
  return meta;
}

/**
 * Sets `document.title` to the page title followed by the product name (only the product name where the page is
 * named after it); with a null title it leaves the title to the page. The meta description follows the current
 * route's `staticData.description`, else index.html's.
 */
export function useDocumentTitle(title: string | null, productName: string = config.productName) {
  const description = useMatches({ select: (matches) => matches.at(-1)?.staticData?.description });
  useEffect(() => {
    if (title === null) return;
    document.title = title && title !== productName ? `${title} | ${productName}` : productName;
  }, [title, productName]);
  useEffect(() => {
    const meta = descriptionMeta();
    meta.content = description ?? defaultDescription ?? '';
  }, [description]);
}
