import type { RouterHistory } from '@tanstack/react-router';
import { endingImpersonation, type Session } from '@/lib/auth/session';
import { configureHttp } from '@/lib/http/configure-http';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import type { DemoActions, RouterContext } from './router-context';

export interface CreateAppOptions {
  /** The session, given a way to navigate inside the app. */
  createSession: (navigate: (to: string) => void) => Session;
  baseUrl: string;
  realtime: boolean;
  history?: RouterHistory;
  /** How the SDK's calls go out (the demo's wait for its in-browser backend). */
  fetch?: typeof fetch;
  /** Starts the demo's in-browser backend (once) and settles when it answers; the notification hub waits for it. */
  backend?: () => Promise<unknown>;
  demo?: DemoActions;
  /** How long "Sesja wygasła" stays readable before sign-in (0 in component tests). */
  expireDelayMs?: number;
}

/** Wires session, SDK, query client and router together: the one assembly of the app and of its tests. */
export function createApp({
  createSession,
  baseUrl,
  realtime,
  history,
  fetch,
  backend,
  demo,
  expireDelayMs,
}: CreateAppOptions) {
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  const session = endingImpersonation(createSession((to) => void routerRef.current?.navigate({ to })));
  configureHttp({
    baseUrl,
    session,
    currentPath: () => routerRef.current?.state.location.href ?? '/',
    expireDelayMs,
    fetch,
  });
  const context: RouterContext = { queryClient: createQueryClient(), session, realtime, backend, demo };
  const router = (routerRef.current = createAppRouter(context, { history }));
  return { router, context, session };
}
