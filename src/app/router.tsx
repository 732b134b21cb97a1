import { createRouter, lazyRouteComponent, type AsyncRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { PageLoading } from '@/components/shell/PageLoading';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree.gen';

/** A navigation keeps the last page a second before the next one's pending page, shown then at least half a second. */
const NAVIGATION_PENDING = { defaultPendingMs: 1000, defaultPendingMinMs: 500 };

export function createAppRouter(context: RouterContext, options: { history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree,
    context,
    // data of a linked screen starts loading when the pointer rests on the link; loaders reuse fresh query data
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // a route that fails to load, or whose record does not exist, says so inside the page (header and menu stay)
    // (loaded when needed: neither is part of the first page's code)
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/shell/RouteError'), 'RouteError'),
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/shell/NotFound')),
    // the first page shows its shell at once, with the pending page until it has loaded (there is no last page)
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    ...options,
  });
  const firstLoadDone = router.subscribe('onResolved', () => {
    firstLoadDone();
    router.update({ ...router.options, ...NAVIGATION_PENDING });
  });
  return router;
}

/**
 * Loads the shell's code (the root route's lazy layout) ahead of the first render: a page that turns out not to
 * exist then renders in one go, without React's "suspended in a previous render" warning.
 */
export const preloadShell = () =>
  (routeTree.options as { shellComponent?: AsyncRouteComponent<unknown> }).shellComponent?.preload?.();

/** Starts loading the signed-in shell's code (header menus, navigation, notification hub). */
export const preloadSignedInShell = () => import('./SignedInShell').catch(() => undefined);

/**
 * Starts loading the code of the page at `pathname` (its routes' chunks) without loading the page: the first page's
 * code then comes beside the shell's, not after the shell's first render, when the router asks for it.
 */
export const preloadPageCode = (router: ReturnType<typeof createAppRouter>, pathname: string) =>
  Promise.all(router.getMatchedRoutes(pathname)[0].map((route) => router.loadRouteChunk(route))).catch(
    () => undefined, // the router loads it again, and shows the failure, when it loads the page
  );

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
