import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { App } from '@/app/App';
import { createApp } from '@/app/create-app';
import { createDemoSession } from '@/lib/auth/demo-session';
import { demoPersonIds } from '@/mocks/db/seed-ids';
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
}

/**
 * The whole app (providers, router, demo session) at `path`, against the test MSW server answering from a
 * fresh demo database (the seed, not saved anywhere) through the demo API's handlers, plus the test's own
 * handlers, which win.
 */
export function renderApp(path: string, { role, profile, handlers = [] }: RenderAppOptions = {}) {
  const { db } = serveDemoApi();
  if (role && profile)
    Object.assign(
      db.users.find((user) => user.id === demoPersonIds[role])!,
      profile,
    );
  server.use(...handlers);

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
    realtime: false,
    history,
    expireDelayMs: 0,
  });
  if (role) (session as ReturnType<typeof createDemoSession>).signInAs(role);
  const view = render(<App router={router} context={context} mantineEnv="test" />);
  return { ...view, router, history, session, db };
}
