import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '../lib/config';
import { resolveImpersonatedUserId, resolveOrganisationId } from '../lib/org/organisation';
import { App } from './App';
import { createApp, type CreateAppOptions } from './create-app';
import { demoFetch } from './demo-fetch';
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
  // the in-browser backend starts beside the shell and the first render, not before them: the API calls wait for it
  const demoBackend = mockApi ? import('../mocks/browser').then((demo) => demo.startDemoWorker()) : undefined;
  const [createSession] = await Promise.all([loadSession(), preloadShell()]);

  const { router, context } = createApp({
    createSession,
    baseUrl: config.apiBaseUrl,
    realtime: true,
    fetch: demoBackend && demoFetch(demoBackend),
    backendReady: demoBackend,
    demo: config.demo && demoBackend ? { reset: () => demoBackend.then((demo) => demo.reset()) } : undefined,
  });
  const root = createRoot(document.getElementById('root')!);
  // a transition: React renders the first page in slices and lets the browser handle input in between
  startTransition(() => root.render(<App router={router} context={context} />));
}
