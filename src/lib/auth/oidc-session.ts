import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { Session, SessionUser } from './session';
import { safeReturnPath } from './return-path';

export interface OidcSettings {
  authority: string;
  clientId: string;
  apiScope: string;
}

// one SessionUser per oidc User, so React's external-store reads stay stable between renewals
const sessionUsers = new WeakMap<User, SessionUser>();
const toSessionUser = (user: User | null): SessionUser | null => {
  if (!user || user.expired) return null;
  let sessionUser = sessionUsers.get(user);
  if (!sessionUser) {
    sessionUser = { id: user.profile.sub, name: user.profile.name ?? user.profile.sub };
    sessionUsers.set(user, sessionUser);
  }
  return sessionUser;
};

/** Authorization code with PKCE, silent renewal, the return path kept in the sign-in request's own state. */
export function createOidcSession({ authority, clientId, apiScope }: OidcSettings): Session {
  const origin = window.location.origin;
  const manager = new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${origin}/signin-callback`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    post_logout_redirect_uri: `${origin}/`,
    // a silent sign-out names the session it ends, so the provider need not ask the user to confirm it
    includeIdTokenInSilentSignout: true,
    response_type: 'code',
    scope: `openid ${apiScope} profile offline_access`,
    automaticSilentRenew: true,
    // renew 10 s before expiry: the development provider's tokens live 60 s (20 s in the browser tests)
    accessTokenExpiringNotificationTimeInSeconds: 10,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // the sign-in request's state (return path, PKCE verifier) stays in this tab too
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  let current: User | null = null;
  const listeners = new Set<() => void>();
  const update = (user: User | null) => {
    current = user;
    listeners.forEach((listener) => listener());
  };
  manager.events.addUserLoaded(update);
  manager.events.addUserUnloaded(() => update(null));
  manager.events.addUserSignedOut(() => void manager.removeUser());

  const silent = async () => {
    try {
      return await manager.signinSilent();
    } catch {
      return null;
    }
  };

  return {
    kind: 'oidc',
    async ensureUser() {
      current = (await manager.getUser()) ?? null;
      if (!current || current.expired) current = await silent();
      return toSessionUser(current);
    },
    getUser: () => toSessionUser(current),
    // the user store's key (oidc-client-ts: `oidc.user:<authority>:<client id>`)
    hasStoredUser: () => current !== null || sessionStorage.getItem(`oidc.user:${authority}:${clientId}`) !== null,
    getAccessToken: () => (current && !current.expired ? current.access_token : null),
    async renew() {
      const user = await silent();
      return user?.access_token ?? null;
    },
    signIn: (returnPath) => manager.signinRedirect({ state: { returnPath: safeReturnPath(returnPath) } }),
    async completeSignIn() {
      const user = await manager.signinRedirectCallback();
      update(user);
      return safeReturnPath((user.state as { returnPath?: unknown } | undefined)?.returnPath);
    },
    signOut: () => manager.signoutRedirect(),
    async forget() {
      // ends the provider's session too (in a hidden frame, answered to the silent-renewal page), else the next
      // protected page would sign the same user in again silently; if the provider does not answer, this tab's
      // user is forgotten anyway
      await manager.signoutSilent({ post_logout_redirect_uri: `${origin}/silent-renew.html` }).catch(() => undefined);
      await manager.removeUser();
      update(null);
    },
    async expire(returnPath) {
      await manager.removeUser();
      await manager.signinRedirect({ state: { returnPath: safeReturnPath(returnPath) } });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
