import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type AnyRoute,
} from '@tanstack/react-router';
import { checkAccess } from '../lib/auth/guard';
import type { Session } from '../lib/auth/session';
import { routeTable, type RouteEntry } from '../lib/route-table';
import { screens } from '../routes/screens';

export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
  /** Connect the notification hub (off in component tests, which test the hub on its own). */
  realtime: boolean;
  /** What only the mock-only demo can do. */
  demo?: DemoActions;
}

export interface DemoActions {
  /** Back to the seed data. */
  reset(): void;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The Polish page title (breadcrumbs and the document title). */
    title?: string;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: lazyRouteComponent(() => import('./RootLayout')),
  notFoundComponent: lazyRouteComponent(() => import('../components/shell/NotFound')),
});

const screenRoute = (entry: RouteEntry): AnyRoute =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    staticData: { title: entry.title },
    beforeLoad: ({ context, location }) => checkAccess(entry.access, context, location.href),
    component: lazyRouteComponent(screens[entry.path] ?? (() => import('../components/shell/ComingSoon'))),
  });

const signInCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin-callback',
  staticData: { title: 'Logowanie' },
  component: lazyRouteComponent(() => import('../components/shell/SignInCallback')),
});

export const routeTree = rootRoute.addChildren([...routeTable.map(screenRoute), signInCallbackRoute]);

export function createAppRouter(
  context: RouterContext,
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true, ...options });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
