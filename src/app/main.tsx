import { createRoot } from 'react-dom/client';
import { config } from '../lib/config';
import { resolveImpersonatedUserId, resolveOrganisationId } from '../lib/org/organisation';
import { App } from './App';
import { createApp, type CreateAppOptions } from './create-app';
import { preloadShell } from './router';

/**
 * The session of this build. Decided by reading import.meta.env directly, so each build carries only its own: the
 * demo has no oidc-client-ts, a production build neither the demo session nor the demo people.
 */
async function loadSession(): Promise<CreateAppOptions['createSession']> {
  if (import.meta.env.VITE_DEMO === 'true') {
    const [{ createDemoSession }, { demoPersonByRole }] = await Promise.all([
      import('../lib/auth/demo-session'),
      import('../mocks/people'),
    ]);
    return (navigate) => createDemoSession({ navigate, personFor: demoPersonByRole });
  }
  const { createOidcSession } = await import('../lib/auth/oidc-session');
  return () => createOidcSession(config.oidc);
}

export async function start() {
  resolveOrganisationId();
  resolveImpersonatedUserId();
  // read from import.meta.env directly, so a production build drops the mock backend altogether
  const mockApi = import.meta.env.VITE_DEMO === 'true' || import.meta.env.VITE_MOCK_API === 'true';
  const startDemo = async () => (mockApi ? (await import('../mocks/browser')).startDemoWorker() : undefined);
  const [createSession, demo] = await Promise.all([loadSession(), startDemo(), preloadShell()]);

  const { router, context } = createApp({
    createSession,
    baseUrl: config.apiBaseUrl,
    realtime: true,
    demo: config.demo ? demo : undefined,
  });
  createRoot(document.getElementById('root')!).render(<App router={router} context={context} />);
}
