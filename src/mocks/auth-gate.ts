import { http, HttpResponse } from 'msw';
import { jwtClaims } from './shared/acting-user';

const REJECT_NEXT_KEY = 'portal-demo-reject-next-api-call';

/**
 * What a real API does with access tokens, for the mock API behind real sign-in: an expired JWT gets 401.
 * `rejectNext()` makes the next authenticated call fail with 401, as when the server drops a session
 * (kept in session storage, so it also applies to the first call after a reload).
 */
export function createAuthGate(storage: Storage = sessionStorage) {
  const handler = http.all('*/api/*', ({ request }) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!token) return undefined;
    const expiry = jwtClaims(token)?.exp;
    const expired = expiry !== undefined && expiry * 1000 <= Date.now();
    const rejectNext = storage.getItem(REJECT_NEXT_KEY) === 'true';
    if (!expired && !rejectNext) return undefined;
    storage.removeItem(REJECT_NEXT_KEY);
    return HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
  });
  return { handler, rejectNext: () => storage.setItem(REJECT_NEXT_KEY, 'true') };
}
