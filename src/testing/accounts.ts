import type { DemoDb } from '@/mocks/db/db';
import type { DemoAccount } from '@/mocks/db/types';
import { newClient } from '@/mocks/users/account';

/**
 * A not yet activated client in the demo database with a link token of `purpose` (a test fixture): registered by
 * themself (with a password) unless `password` is null (created by the staff).
 */
export function accountWithLink(
  db: DemoDb,
  {
    email = 'nowa.klientka@example.pl',
    password = 'Pierwsze#1',
    purpose = 'activate',
    token = 'link-token-1',
    expiresInMs = 3_600_000,
  }: {
    email?: string;
    password?: string | null;
    purpose?: DemoAccount['tokens'][number]['purpose'];
    token?: string;
    expiresInMs?: number;
  } = {},
) {
  const { id } = newClient(db, {
    email,
    status: purpose === 'activate' ? (password ? 'RegisteredNotConfirmed' : 'NotConfirmed') : 'Active',
  });
  db.accounts.push({
    userId: id,
    password,
    tokens: [{ token, purpose, expiresAt: new Date(Date.now() + expiresInMs).toISOString() }],
  });
  return { id, email, token };
}
