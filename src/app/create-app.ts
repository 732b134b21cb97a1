import type { RouterHistory } from '@tanstack/react-router';
import { endingImpersonation, type Session } from '../lib/auth/session';
import { configureHttp } from '../lib/http/configure-http';
import { createQueryClient } from './query-client';
import { createAppRouter, type DemoActions, type RouterContext } from './router';

export interface CreateAppOptions {
  /** The session, given a way to navigate inside the app. */
  createSession: (navigate: (to: string) => void) => Session;
  baseUrl: string;
  realtime: boolean;
  history?: RouterHistory;
  demo?: DemoActions;
  /** How long "Sesja wygasła" stays readable before sign-in (0 in component tests). */
  expireDelayMs?: number;
}

/** Wires session, SDK, query client and router together: the one assembly of the app and of its tests. */
export function createApp({ createSession, baseUrl, realtime, history, demo, expireDelayMs }: CreateAppOptions) {
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  const session = endingImpersonation(createSession((to) => void routerRef.current?.navigate({ to })));
  configureHttp({
    baseUrl,
    session,
    currentPath: () => routerRef.current?.state.location.href ?? '/',
    expireDelayMs,
  });
  const context: RouterContext = { queryClient: createQueryClient(), session, realtime, demo };
  const router = (routerRef.current = createAppRouter(context, { history }));
  return { router, context, session };
}
