import { http } from 'msw';
import { bearerToken } from './shared/acting-user';
import { unauthorized } from './shared/answers';

const REJECT_NEXT_KEY = 'portal-demo-reject-next-api-call';

/**
 * `rejectNext()` makes the next authenticated call fail with 401, as when the server drops a session (kept in
 * session storage, so it also applies to the first call after a reload). Put before the demo backend, whose access
 * gate (access-gate.ts) refuses what a real API refuses, an expired token among them.
 */
export function createAuthGate(storage: Storage = sessionStorage) {
  const handler = http.all('*/api/*', ({ request }) => {
    if (!bearerToken(request) || storage.getItem(REJECT_NEXT_KEY) !== 'true') return undefined;
    storage.removeItem(REJECT_NEXT_KEY);
    return unauthorized();
  });
  return { handler, rejectNext: () => storage.setItem(REJECT_NEXT_KEY, 'true') };
}
