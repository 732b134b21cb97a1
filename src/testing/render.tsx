import { MantineProvider } from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyValidator,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { App } from '@/app/App';
import { createApp } from '@/app/create-app';
import { createDemoSession } from '@/lib/auth/demo-session';
import { demoPersonIds } from '@/mocks/db/seed-ids';
import { notificationHubHandlers } from '@/mocks/hub';
import { DEMO_PASSWORD, demoPersonByRole } from '@/mocks/people';
import { checkDemoSignIn } from '@/mocks/users/account';
import { serveDemoApi } from './demo-api';
import { server, TEST_API_ORIGIN } from './server';

export interface RenderAppOptions {
  /** Signed in as the demo person of this role; signed out when absent. */
  role?: UserRole;
  /** Changes to the signed-in person's profile in the demo database. */
  profile?: Partial<ApplicationUser>;
  /** The test's own API answers; they win over the demo backend's. */
  handlers?: RequestHandler[];
  /** Connects to the demo's notification hub (push with `pushNotification` of '@/mocks/hub'). */
  realtime?: boolean;
}

/**
 * The whole app (providers, router, demo session) at `path`, against the test MSW server answering from a
 * fresh demo database (the seed, not saved anywhere) through the demo API's handlers, plus the test's own
 * handlers, which win.
 */
export function renderApp(path: string, { role, profile, handlers = [], realtime = false }: RenderAppOptions = {}) {
  const { db } = serveDemoApi();
  if (role && profile)
    Object.assign(
      db.users.find((user) => user.id === demoPersonIds[role])!,
      profile,
    );
  server.use(...handlers, ...(realtime ? notificationHubHandlers : []));

  const history = createMemoryHistory({ initialEntries: [path] });
  const { router, context, session } = createApp({
    createSession: (navigate) =>
      createDemoSession({
        navigate,
        personFor: demoPersonByRole,
        checkPassword: async (email, password) => checkDemoSignIn(db, email, password),
        seededSignIn: { email: demoPersonByRole('Client').email, password: DEMO_PASSWORD },
      }),
    baseUrl: TEST_API_ORIGIN,
    realtime,
    history,
    expireDelayMs: 0,
  });
  if (role) (session as ReturnType<typeof createDemoSession>).signInAs(role);
  const view = render(<App router={router} context={context} mantineEnv="test" />);
  return { ...view, router, history, session, db };
}

/** A piece of the app alone, inside what every piece needs: Mantine and a query client (a fresh one unless given). */
export function renderAlone(ui: ReactNode, { queryClient = new QueryClient() }: { queryClient?: QueryClient } = {}) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Bare pages of a bare router, opened at `at` (default the first): `pages` maps each path to what it shows (and, for
 * a page that reads its address, how it checks it), so a piece whose actions are links is tried without the app's
 * routes. The router, to read where it went.
 */
export function renderOnPages(
  pages: Record<string, (() => ReactNode) | { component: () => ReactNode; validateSearch: AnyValidator }>,
  { at = Object.keys(pages)[0], queryClient }: { at?: string; queryClient?: QueryClient } = {},
) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren(
      Object.entries(pages).map(([path, page]) =>
        createRoute({ getParentRoute: () => root, path, ...(typeof page === 'function' ? { component: page } : page) }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  renderAlone(<RouterProvider router={router} />, { queryClient });
  return router;
}
