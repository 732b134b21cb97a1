import document from '@portal/sdk/openapi.json';
import type { UserRole } from '@portal/sdk/model';
import { getResponse, RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../scripts/operations';
import { createDb, type DemoDb } from './db/db';
import { ids } from './db/seed-ids';
import { createDemoBackend } from './handlers';
import { demoPeople } from './people';
import { accessOf, type Access } from './shared/operation-access';

// Every operation of the contract called on the demo backend (the access gate and the handlers behind it) as each
// kind of caller: the answer is 401 or 403 exactly where the access table says, and neither where it lets the
// caller through (a 400 or 404 for a body or an id the call does not fit is fine then).

const API = 'http://localhost';
const operations = listOperations(document).map((op) => ({
  ...op,
  method: op.method.toUpperCase(),
  key: `${op.method.toUpperCase()} ${op.path}`,
}));

const jwt = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');

let seed: DemoDb;
beforeAll(() => {
  seed = createDb(null);
});

/** Whether the user is the client, the client's patron, the expert or a manager of the case. */
function takesPart(caseId: number, userId: number) {
  const item = seed.cases.find((c) => c.id === caseId)!;
  const client = seed.users.find((u) => u.id === item.clientId);
  return [item.clientId, client?.patronId, item.expertId, ...item.managers.map((m) => m.id)].includes(userId);
}

/** A path parameter: records of the seed the demo client owns, so that only the table decides. */
function parameter(resource: string, name: string, userId: number): string {
  const firstId = (records: { id: number | string }[]) => String(records[0]?.id ?? 1);
  switch (name) {
    case 'userId':
      return String(userId);
    case 'caseId':
      return String(ids.case.accounting);
    case 'casePeriodId':
      return String(ids.period.october);
    case 'invoiceId':
      return firstId(seed.invoices.filter((i) => i.caseId === ids.case.accounting && i.status !== 'Draft'));
    case 'publicationId':
      return String(seed.offers.find((o) => o.status === 'Published')?.publicationId ?? 1);
    case 'organisationId':
      return String(ids.organisation.main);
    case 'productId':
      return String(ids.product.accounting);
    case 'month':
      return '10';
    case 'year':
      return '2026';
    case 'date':
      return '2026-10-01';
    case 'fieldName':
      return 'notes';
  }
  switch (resource) {
    case 'ApplicationUser':
      return String(userId);
    case 'Case':
    case 'case':
      return String(ids.case.accounting);
    case 'CaseAttachment':
      return String(ids.attachment.powerOfAttorney);
    case 'CaseMessage':
      return firstId(seed.caseMessages.filter((m) => m.caseId === ids.case.accounting));
    case 'CalendarEvent':
      return firstId(seed.calendarEvents.filter((e) => e.caseId === ids.case.accounting));
    case 'Invoice':
      return parameter(resource, 'invoiceId', userId);
    case 'Offer':
      return firstId(seed.offers.filter((o) => o.status === 'Published'));
    case 'Settlement':
      return firstId(seed.settlements.filter((s) => s.client?.id === ids.person.client));
    case 'SatisfactionScore':
      return firstId(seed.satisfactionScores.filter((score) => takesPart(score.caseId, userId)));
    case 'News':
      return firstId(seed.news);
    case 'Notifications':
      return firstId(seed.notifications.filter((n) => n.userId === userId));
    case 'Organisation':
      return String(ids.organisation.main);
    default:
      return '1';
  }
}

function callOf(op: (typeof operations)[number], headers: Record<string, string>, userId: number) {
  const resource = op.path.split('/')[2];
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => parameter(resource, name, userId));
  const body = ['GET', 'DELETE'].includes(op.method) ? undefined : '{}';
  return new Request(`${API}${path}`, {
    method: op.method,
    headers: { ...headers, ...(body && { 'Content-Type': 'application/json' }) },
    body,
  });
}

const allows = (access: Access, roles: readonly UserRole[]) =>
  access === 'public' || access === 'signedIn' || roles.some((role) => access.includes(role));

let backend: Awaited<ReturnType<typeof createDemoBackend>>;
let db: DemoDb;
let handlers: RequestHandler[];
beforeAll(async () => {
  db = createDb(null);
  backend = await createDemoBackend(db);
  handlers = backend.handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
});
afterAll(() => backend.close());

/** The status of each operation called so; the database back to the seed after a call that changed it. */
async function sweep(headers: Record<string, string>, userId = 0) {
  const statuses = new Map<string, number>();
  for (const op of operations) {
    const response = await getResponse(handlers, callOf(op, headers, userId));
    const status = response?.status ?? 404;
    statuses.set(op.key, status);
    if (op.method !== 'GET' && status < 300) db.reset();
  }
  return statuses;
}

/** The operations whose status is not what `expected` says of their rule. */
const mismatches = (statuses: Map<string, number>, expected: (access: Access, status: number) => boolean) =>
  operations
    .filter((op) => !expected(accessOf(op.method, op.path), statuses.get(op.key)!))
    .map((op) => `${op.key} → ${statuses.get(op.key)}`);

const refused = (status: number) => status === 401 || status === 403;

describe('every operation of the contract on the demo backend', () => {
  it.each([
    ['no token', {}],
    ['a token of no shape', { Authorization: 'Bearer forged' }],
    ['a demo token of nobody', { Authorization: 'Bearer demo-999999' }],
    ['a JWT of nobody', { Authorization: `Bearer ${jwt({ sub: '999999' })}` }],
    [
      'an expired JWT',
      { Authorization: `Bearer ${jwt({ sub: String(ids.person.admin), exp: Math.floor(Date.now() / 1000) - 60 })}` },
    ],
  ])('%s: 401 but for the public operations', async (_, headers) => {
    const statuses = await sweep(headers);
    expect(mismatches(statuses, (access, status) => (access === 'public' ? !refused(status) : status === 401))).toEqual(
      [],
    );
  });

  it('a non-administrator impersonating someone: 403 but for the public operations', async () => {
    const statuses = await sweep(
      { Authorization: `Bearer demo-${ids.person.manager}`, ImpersonatedUser: String(ids.person.admin) },
      ids.person.manager,
    );
    expect(mismatches(statuses, (access, status) => (access === 'public' ? !refused(status) : status === 403))).toEqual(
      [],
    );
  });

  it('an administrator impersonating the client has the client’s rights', async () => {
    const statuses = await sweep(
      { Authorization: `Bearer demo-${ids.person.admin}`, ImpersonatedUser: String(ids.person.client) },
      ids.person.client,
    );
    expect(
      mismatches(statuses, (access, status) => (allows(access, ['Client']) ? !refused(status) : status === 403)),
    ).toEqual([]);
  });

  it.each(demoPeople.map((person) => [person.role, person] as const))(
    '%s: 403 where the table refuses the role, else neither 401 nor 403',
    async (_, person) => {
      const statuses = await sweep({ Authorization: `Bearer demo-${person.id}` }, person.id);
      expect(
        mismatches(statuses, (access, status) => (allows(access, [person.role]) ? !refused(status) : status === 403)),
      ).toEqual([]);
    },
  );
});
