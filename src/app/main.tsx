import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createDemoSession } from '@/lib/auth/demo-session';
import { loadProfile } from '@/lib/auth/guard';
import { setCardSdkScript } from '@/lib/card-sdk/load';
import { config } from '@/lib/config';
import { resolveImpersonatedUserId, resolveOrganisationId } from '@/lib/org/organisation';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import type { DemoControl } from '@/mocks/demo-control';
import { DEMO_PASSWORD, demoPersonByRole } from '@/mocks/people';
import { App } from './App';
import { createApp, type CreateAppOptions } from './create-app';
import { apiCallOf, showApiAnswer } from './demo-api-address';
import { demoFetch, onFirstUse } from './demo-backend';
import { preloadPageCode, preloadShell, preloadSignedInShell } from './router';

type DemoBackend = () => Promise<DemoControl>;

/**
 * The session of this build. Decided by reading import.meta.env directly, so each build carries only its own: the
 * demo's session comes with the first page (the demo has no oidc-client-ts), a production build loads the OpenID
 * client and has neither the demo session nor the demo people.
 */
function sessionOfBuild(
  demoBackend: DemoBackend | undefined,
): CreateAppOptions['createSession'] | Promise<CreateAppOptions['createSession']> {
  if (import.meta.env.VITE_DEMO === 'true') {
    return (navigate) =>
      createDemoSession({
        navigate,
        personFor: demoPersonByRole,
        checkPassword: (email, password) => demoBackend!().then((demo) => demo.checkSignIn(email, password)),
        seededSignIn: { email: demoPersonByRole('Client').email, password: DEMO_PASSWORD },
      });
  }
  return import('@/lib/auth/oidc-session').then(
    ({ createOidcSession }) =>
      () =>
        createOidcSession(config.oidc),
  );
}

export async function start() {
  resolveOrganisationId();
  resolveImpersonatedUserId();
  // read from import.meta.env directly, so a production build drops the mock backend altogether
  const mockApi = import.meta.env.VITE_DEMO === 'true' || import.meta.env.VITE_MOCK_API === 'true';
  // the in-browser backend starts with the first API call (the sign-in page makes none); the calls wait for it
  // the demo's e-mails (activation and password-reset links) show as notices that open their link in the app
  let openPath = (path: string) => window.location.assign(path);
  const demoBackend: DemoBackend | undefined = mockApi
    ? onFirstUse(async () => {
        const [demo, mail] = await Promise.all([import('@/mocks/browser'), import('./demo-mail')]);
        const control = await demo.startDemoBackend();
        control.onMail((sent) => mail.showDemoMail(sent, (path) => openPath(path)));
        return control;
      })
    : undefined;
  // a link to the API that needs no sign-in (a published offer's PDF) opened in the demo: its backend answers it
  const apiCall = mockApi && demoBackend ? apiCallOf(window.location.href, config.apiBaseUrl) : undefined;
  if (apiCall) return showApiAnswer(apiCall, demoFetch(demoBackend!));
  // the card provider is mocked with the API: the stand-in for its script comes with the first screen that needs it
  if (mockApi)
    setCardSdkScript(
      () => void import('@/mocks/card-provider/sdk-stand-in').then((sdk) => sdk.installCardSdkStandIn()),
    );
  // Each preload compiles the code it asks for (when the files are cached), so each gets a task of its own: the
  // start of a phone's first page is several short tasks instead of one long one that blocks input.
  const shell = preloadShell();
  const createSession = await sessionOfBuild(demoBackend);
  await yieldToBrowser();

  const { router, context, session } = createApp({
    createSession,
    baseUrl: config.apiBaseUrl,
    realtime: true,
    fetch: demoBackend && demoFetch(demoBackend),
    backend: demoBackend,
    demo: config.demo && demoBackend ? { reset: () => demoBackend().then((demo) => demo.reset()) } : undefined,
  });
  openPath = (path) => void router.navigate({ href: path });
  await yieldToBrowser();
  void preloadPageCode(router, window.location.pathname);
  // a signed-in first page needs the signed-in shell and (in the demo) the backend: both start loading now, beside
  // the page's code, instead of once the layout renders and the first call goes out
  if (session.hasStoredUser()) {
    // every signed-in page's access check awaits the profile, and the page's own calls wait for the check: asked
    // for now, the profile comes beside the page's code instead of after it
    void session
      .ensureUser()
      .then(() => loadProfile(context))
      .catch(() => undefined);
    await yieldToBrowser();
    void preloadSignedInShell();
    await yieldToBrowser();
    // a failure to start shows on the page's calls, which wait for this same start
    demoBackend?.().catch(() => undefined);
  }
  // The router loads the first page before React renders it: the first render then shows a settled state. Rendered
  // while loading, each step of the load (the access check, the page's code, its loader) rendered the app again,
  // synchronously, and the load itself ran inside React's first commit. index.html's skeleton shows meanwhile.
  await Promise.all([shell, router.load()]);
  const root = createRoot(document.getElementById('root')!);
  // a transition: React renders the first page in slices and lets the browser handle input in between
  startTransition(() => root.render(<App router={router} context={context} />));
}
