import { createRoot } from 'react-dom/client';
import { createDemoSession } from '../lib/auth/demo-session';
import { createOidcSession } from '../lib/auth/oidc-session';
import { config } from '../lib/config';
import { resolveImpersonatedUserId, resolveOrganisationId } from '../lib/org/organisation';
import { demoPersonByRole } from '../mocks/people';
import { App } from './App';
import { createApp } from './create-app';
import { preloadShell } from './router';

export async function start() {
  resolveOrganisationId();
  resolveImpersonatedUserId();
  // read from import.meta.env directly, so a production build drops the mock backend altogether
  const mockApi = import.meta.env.VITE_DEMO === 'true' || import.meta.env.VITE_MOCK_API === 'true';
  const startDemo = async () => (mockApi ? (await import('../mocks/browser')).startDemoWorker() : undefined);
  const [demo] = await Promise.all([startDemo(), preloadShell()]);

  const { router, context } = createApp({
    createSession: (navigate) =>
      config.demo ? createDemoSession({ navigate, personFor: demoPersonByRole }) : createOidcSession(config.oidc),
    baseUrl: config.apiBaseUrl,
    realtime: true,
    demo: config.demo ? demo : undefined,
  });
  createRoot(document.getElementById('root')!).render(<App router={router} context={context} />);
}
