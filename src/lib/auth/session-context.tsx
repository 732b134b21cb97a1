import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session';

const SessionContext = createContext<Session | null>(null);
export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** The signed-in user, re-rendering on sign-in, renewal and sign-out. */
export function useSessionUser() {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser);
}
