import { createRoot } from 'react-dom/client';
import { configureHttp } from '../lib/http/configure-http';
import { createDemoSession } from '../lib/auth/demo-session';
import { createOidcSession } from '../lib/auth/oidc-session';
import { config } from '../lib/config';
import { resolveImpersonatedUserId, resolveOrganisationId } from '../lib/org/organisation';
import { demoPersonByRole } from '../mocks/people';
import { App } from './App';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export async function start() {
  resolveOrganisationId();
  resolveImpersonatedUserId();
  // read from import.meta.env directly, so a production build drops the mock backend altogether
  if (import.meta.env.VITE_DEMO === 'true' || import.meta.env.VITE_MOCK_API === 'true') {
    await (await import('../mocks/browser')).startDemoWorker();
  }

  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  const session = config.demo
    ? createDemoSession({ navigate: (to) => void routerRef.current?.navigate({ to }), personFor: demoPersonByRole })
    : createOidcSession(config.oidc);
  configureHttp({
    baseUrl: config.apiBaseUrl,
    session: { getAccessToken: session.getAccessToken, renew: session.renew, expire: session.expire },
  });
  const context = { queryClient: createQueryClient(), session, realtime: true };
  const router = (routerRef.current = createAppRouter(context));
  createRoot(document.getElementById('root')!).render(<App router={router} context={context} />);
}
