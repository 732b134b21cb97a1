import { endImpersonation } from '@/lib/org/organisation';

/**
 * The user the app acts as: the impersonated user while impersonating, else the signed-in subject.
 */
export const actingUserId = (user: SessionUser, impersonatedUserId: number | null): number =>
  impersonatedUserId ?? Number(user.id);

/** The signed-in user as the session knows them (the profile comes from the API). */
export interface SessionUser {
  /** The OpenID subject: the API user id. */
  id: string;
  name: string;
}

/**
 * Sign-in state for the app. Two implementations: OpenID Connect (oidc-client-ts) and the demo.
 * Tokens stay in memory or session storage: never in local storage, a URL or a log.
 */
export interface Session {
  readonly kind: 'oidc' | 'demo';
  /** The signed-in user, after one silent sign-in attempt when there is none; null if that fails. */
  ensureUser(): Promise<SessionUser | null>;
  getUser(): SessionUser | null;
  /**
   * Whether this tab keeps a signed-in user, known at once (before `ensureUser` has read or checked it): the start
   * loads what a signed-in page needs early on it. A guess: the server and `ensureUser` decide.
   */
  hasStoredUser(): boolean;
  getAccessToken(): string | null;
  /** Silent renewal: the new access token, or null. */
  renew(): Promise<string | null>;
  /** Goes to sign-in; after it the app returns to `returnPath` (a same-origin path). */
  signIn(returnPath: string): Promise<void>;
  /** Completes a sign-in that came back to the app; resolves to the path to return to. */
  completeSignIn(): Promise<string>;
  signOut(): Promise<void>;
  /** Forgets the user in this browser and stays on the page (the public checkout signs whoever is signed in out). */
  forget(): Promise<void>;
  /** Removes the user (the session expired) and goes to sign-in, remembering `returnPath`. */
  expire(returnPath: string): Promise<void>;
  /** Called whenever the user changes (sign-in, renewal, sign-out). */
  subscribe(listener: () => void): () => void;
}

/** Sign-out and session expiry end impersonation too, so whoever signs in next acts as themselves. */
export function endingImpersonation<TSession extends Session>(session: TSession): TSession {
  return {
    ...session,
    signOut: () => {
      endImpersonation();
      return session.signOut();
    },
    forget: () => {
      endImpersonation();
      return session.forget();
    },
    expire: (returnPath: string) => {
      endImpersonation();
      return session.expire(returnPath);
    },
  };
}
