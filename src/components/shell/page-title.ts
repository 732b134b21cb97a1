import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { config } from '../../lib/config';

export interface Crumb {
  title: string;
  href: string;
}

/** The current page title and its breadcrumbs: every route whose path is a prefix of the current one. */
export function usePageTrail(): { title: string; crumbs: Crumb[] } {
  const router = useRouter();
  const match = useMatches().at(-1);
  const title = match?.staticData?.title ?? '';
  const fullPath = (match?.fullPath ?? '/') as string;
  const params = (match?.params ?? {}) as Record<string, string>;
  const segments = fullPath.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i += 1) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const route = (router.routesByPath as unknown as Record<string, { options: { staticData?: { title?: string } } }>)[
      path
    ];
    const crumbTitle = route?.options.staticData?.title;
    if (crumbTitle) crumbs.push({ title: crumbTitle, href: path.replace(/\$(\w+)/g, (_, name) => params[name] ?? '') });
  }
  return { title, crumbs };
}

/** Sets `document.title` to the page title followed by the product name. */
export function useDocumentTitle(title: string, productName: string = config.productName) {
  useEffect(() => {
    document.title = title ? `${title} | ${productName}` : productName;
  }, [title, productName]);
}
