import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { config } from '../../lib/config';
import type { NamedPageData } from '../../lib/route-data';

export interface Crumb {
  title: string;
  href: string;
}

const loaderTitle = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as NamedPageData).pageTitle === 'string'
    ? (data as NamedPageData).pageTitle
    : undefined;

/**
 * The current page title and its breadcrumbs: every route whose path is a prefix of the current one. The page's
 * own title is its loader's `pageTitle` when it gives one, else the route's. A page not found names itself
 * (NotFound), so the title is then null and there are no crumbs.
 */
export function usePageTrail(): { title: string | null; crumbs: Crumb[] } {
  const router = useRouter();
  const matches = useMatches();
  const match = matches.at(-1);
  const title = loaderTitle(match?.loaderData) ?? match?.staticData?.title;
  // an address no route has (only the root matches) or a record a loader did not find
  if (!title || matches.some((m) => m.status === 'notFound')) return { title: null, crumbs: [] };
  const fullPath = (match?.fullPath ?? '/') as string;
  const params = (match?.params ?? {}) as Record<string, string>;
  const segments = fullPath.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i += 1) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const route = (router.routesByPath as unknown as Record<string, { options: { staticData?: { title?: string } } }>)[
      path
    ];
    const crumbTitle = i === segments.length ? title : route?.options.staticData?.title;
    if (crumbTitle) crumbs.push({ title: crumbTitle, href: path.replace(/\$(\w+)/g, (_, name) => params[name] ?? '') });
  }
  return { title, crumbs };
}

/**
 * Sets `document.title` to the page title followed by the product name (only the product name where the page is
 * named after it); with a null title it leaves the title to the page.
 */
export function useDocumentTitle(title: string | null, productName: string = config.productName) {
  useEffect(() => {
    if (title === null) return;
    document.title = title && title !== productName ? `${title} | ${productName}` : productName;
  }, [title, productName]);
}
