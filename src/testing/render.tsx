import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { App } from '../app/App';
import { createApp } from '../app/create-app';
import { createDemoSession } from '../lib/auth/demo-session';
import { createDb } from '../mocks/db/db';
import { statefulHandlers } from '../mocks/handlers';
import { demoPersonByRole } from '../mocks/people';
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
 * fresh demo database (the seed, not saved anywhere) plus the test's own handlers.
 */
export function renderApp(path: string, { role, profile, handlers = [] }: RenderAppOptions = {}) {
  const db = createDb(null);
  if (role && profile)
    Object.assign(
      db.users.find((user) => user.id === demoPersonByRole(role).id)!,
      profile,
    );
  server.use(...statefulHandlers(db));
  server.use(...handlers);

  const history = createMemoryHistory({ initialEntries: [path] });
  const { router, context, session } = createApp({
    createSession: (navigate) => createDemoSession({ navigate, personFor: demoPersonByRole }),
    baseUrl: TEST_API_ORIGIN,
    realtime: false,
    history,
    expireDelayMs: 0,
  });
  if (role) (session as ReturnType<typeof createDemoSession>).signInAs(role);
  const view = render(<App router={router} context={context} mantineEnv="test" />);
  return { ...view, router, history, session, db };
}
