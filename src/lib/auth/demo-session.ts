import type { UserRole } from '@portal/sdk/model';
import type { Session, SessionUser } from './session';
import { safeReturnPath } from './return-path';
import { fullName } from '@/copy/people';

const USER_KEY = 'portal-demo-user';
const RETURN_KEY = 'portal-demo-return-path';

/**
 * The demo's sign-in: one button per role, no server. The "token" names the demo user for the mock API;
 * it lives in session storage, like oidc-client-ts keeps its user.
 */
export interface DemoSessionOptions {
  navigate: (path: string) => void;
  /** The demo person who signs in for a role. */
  personFor: (role: UserRole) => { id: number; firstName: string; lastName: string };
  /** Checks an e-mail and password against the demo's accounts (standing in for the identity provider). */
  checkPassword?: (email: string, password: string) => Promise<PasswordCheck>;
  /** A seeded person's e-mail and password, for the sign-in page to suggest. */
  seededSignIn?: { email: string; password: string };
}

type DemoPerson = { id: number; firstName: string; lastName: string };
export type PasswordCheck = { person: DemoPerson } | { error: 'invalid' | 'notActivated' };

export type DemoSession = Session & {
  readonly seededSignIn?: { email: string; password: string };
  signInAs(role: UserRole): string;
  /** Signs in with an account's e-mail and password: the path to go to, or why not. */
  signInWithPassword(
    email: string,
    password: string,
  ): Promise<{ path: string } | { error: 'invalid' | 'notActivated' }>;
};

export function createDemoSession({
  navigate,
  personFor,
  checkPassword,
  seededSignIn,
}: DemoSessionOptions): DemoSession {
  const listeners = new Set<() => void>();
  const load = (): (SessionUser & { token: string }) | null => {
    try {
      return JSON.parse(sessionStorage.getItem(USER_KEY) ?? 'null');
    } catch {
      return null;
    }
  };
  // one object per sign-in, so React's external-store reads stay stable
  let current = load();
  const read = () => current;
  const notify = () => {
    current = load();
    listeners.forEach((listener) => listener());
  };

  /** Signs `person` in; returns the path to go to (the one remembered at sign-in, else the main page). */
  const signInAsPerson = (person: DemoPerson) => {
    const user = { id: String(person.id), name: fullName(person), token: `demo-${person.id}` };
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    notify();
    const path = safeReturnPath(sessionStorage.getItem(RETURN_KEY) ?? '/');
    sessionStorage.removeItem(RETURN_KEY);
    return path;
  };

  const signIn = async (returnPath: string) => {
    sessionStorage.setItem(RETURN_KEY, safeReturnPath(returnPath));
    navigate('/login');
  };

  return {
    kind: 'demo',
    seededSignIn,
    ensureUser: async () => read(),
    getUser: () => read(),
    hasStoredUser: () => read() !== null,
    getAccessToken: () => read()?.token ?? null,
    renew: async () => read()?.token ?? null,
    signIn,
    async completeSignIn() {
      const path = safeReturnPath(sessionStorage.getItem(RETURN_KEY) ?? '/');
      sessionStorage.removeItem(RETURN_KEY);
      return path;
    },
    /** Signs in as the demo person of `role`; returns the path to go to. */
    signInAs: (role) => signInAsPerson(personFor(role)),
    async signInWithPassword(email, password) {
      const check = checkPassword ? await checkPassword(email, password) : ({ error: 'invalid' } as const);
      return 'person' in check ? { path: signInAsPerson(check.person) } : check;
    },
    async signOut() {
      sessionStorage.removeItem(USER_KEY);
      notify();
      navigate('/login');
    },
    async forget() {
      sessionStorage.removeItem(USER_KEY);
      notify();
    },
    async expire(returnPath) {
      sessionStorage.removeItem(USER_KEY);
      notify();
      await signIn(returnPath);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
