import { getListNotificationsMockHandler } from '@portal/sdk/mocks/notifications';
import { getListOrganisationsOfContextUserMockHandler } from '@portal/sdk/mocks/organisations';
import { getGetApplicationUserMockHandler } from '@portal/sdk/mocks/users';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { App } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { createDemoSession } from '../lib/auth/demo-session';
import { configureHttp } from '../lib/http/configure-http';
import { demoPeople, demoPersonByRole } from '../mocks/people';
import { server, TEST_API_ORIGIN } from './server';

export interface RenderAppOptions {
  /** Signed in as the demo person of this role; signed out when absent. */
  role?: UserRole;
  /** Changes to the profile the API returns for the signed-in person. */
  profile?: Partial<ApplicationUser>;
  /** The test's own API answers; they win over the defaults here. */
  handlers?: RequestHandler[];
}

/** The whole app (providers, router, demo session) at `path`, against the test MSW server. */
export function renderApp(path: string, { role, profile, handlers = [] }: RenderAppOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  const session = createDemoSession({
    navigate: (to) => void routerRef.current?.navigate({ to }),
    personFor: demoPersonByRole,
  });
  if (role) session.signInAs(role);
  configureHttp({ baseUrl: TEST_API_ORIGIN, session, currentPath: () => history.location.href, expireDelayMs: 0 });
  // what the layout itself asks for; a test overrides these with its own server.use(...)
  server.use(
    getListNotificationsMockHandler(() => []),
    getListOrganisationsOfContextUserMockHandler(() => [{ id: 1, name: 'Kancelaria Główna' }]),
    getGetApplicationUserMockHandler(({ params }) => {
      const person = demoPeople.find((p) => p.id === Number(params.id))!;
      return {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        roles: [person.role],
        status: 'Active',
        isDeleted: false,
        isFirstLoginDataFilled: true,
        hasSubscription: false,
        organisations: [],
        departments: [],
        ...(person.role === role ? profile : {}),
      } as ApplicationUser;
    }),
  );
  server.use(...handlers);
  const context = { queryClient: createQueryClient(), session, realtime: false };
  const router = (routerRef.current = createAppRouter(context, { history }));
  const view = render(<App router={router} context={context} mantineEnv="test" />);
  return { ...view, router, history, session };
}
