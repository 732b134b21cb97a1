import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessGate } from './access-gate';
import { createAuthGate } from './auth-gate';
import { createDb, type DemoDb } from './db/db';
import { ids } from './db/seed-ids';

const API = 'http://localhost/api';
const jwt = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');

let db: DemoDb;
beforeEach(() => {
  db = createDb(null);
});

/** The gate's answer: its status, or 'passes' when the call goes on to the handlers. */
async function gate(path: string, headers: Record<string, string>, method = 'GET') {
  const response = await getResponse([accessGate(db)], new Request(`${API}${path}`, { method, headers }));
  return response?.status ?? 'passes';
}

describe('the access gate', () => {
  it('takes the roles of the membership in the selected organisation too', async () => {
    const manager = { Authorization: `Bearer demo-${ids.person.manager}` };
    expect(await gate('/Case/patronClientCases', manager)).toBe(403);
    const partner = { ...manager, Organisation: String(ids.organisation.partner) };
    expect(await gate('/Case/patronClientCases', partner)).toBe('passes');
  });

  it('takes a JWT of the development OpenID provider by its subject, until it expires', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const client = { Authorization: `Bearer ${jwt({ sub: String(ids.person.client), exp })}` };
    expect(await gate(`/Case/clientCases/${ids.person.client}`, client)).toBe('passes');
    expect(await gate('/Case/all', client)).toBe(403);
    const expired = { Authorization: `Bearer ${jwt({ sub: String(ids.person.client), exp: exp - 120 })}` };
    expect(await gate(`/Case/clientCases/${ids.person.client}`, expired)).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const deleted = db.users.find((user) => user.isDeleted)!;
    expect(await gate('/Notifications', { Authorization: `Bearer demo-${deleted.id}` })).toBe(401);
  });

  it('lets an administrator act as the impersonated user, with that user’s roles', async () => {
    const admin = { Authorization: `Bearer demo-${ids.person.admin}` };
    const asClient = { ...admin, ImpersonatedUser: String(ids.person.client) };
    expect(await gate('/Case/all', admin)).toBe('passes');
    expect(await gate('/Case/all', asClient)).toBe(403);
    expect(await gate('/Settlement/client', asClient)).toBe('passes');
    expect(await gate('/Settlement/client', { ...admin, ImpersonatedUser: '0' })).toBe(403);
  });

  it('lets public calls through with no token, whatever their headers', async () => {
    const headers = { ImpersonatedUser: String(ids.person.admin) };
    expect(await gate('/ApplicationUser/register', headers, 'POST')).toBe('passes');
    expect(await gate('/News/saasLanding', {})).toBe('passes');
  });
});

describe('the demo’s rejectNextApiCall', () => {
  it('refuses the next call with a token (401), once', async () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
    const { handler, rejectNext } = createAuthGate(storage);
    const call = async (headers: Record<string, string>) =>
      (await getResponse([handler], new Request(`${API}/Notifications`, { headers })))?.status ?? 'passes';
    rejectNext();
    expect(await call({})).toBe('passes');
    expect(await call({ Authorization: `Bearer demo-${ids.person.client}` })).toBe(401);
    expect(await call({ Authorization: `Bearer demo-${ids.person.client}` })).toBe('passes');
  });
});
