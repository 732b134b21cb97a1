// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaseEvents } from './case-events';
import { createDb, type DemoDb } from './db/db';

let db: DemoDb;

beforeEach(() => {
  db = createDb(null);
});

/** A stored change of case 1001, as the manager 103 made it. */
const answered = (method: string, path: string) => ({
  request: new Request(`http://localhost${path}`, { method, headers: { Authorization: 'Bearer demo-103' } }),
  response: new Response('{}', { status: 200 }),
});

const caseUpdatesOf = (caseId: number) =>
  db.notifications.flatMap((n) => (n.kind === 'CaseUpdate' && n.caseUpdate.caseId === caseId ? [n] : []));

describe('demo case events', () => {
  it('a product change tells the other participants the new product by name', async () => {
    const item = db.cases.find((c) => c.id === 1001)!;
    const other = db.products.find((p) => p.id !== item.productId)!;
    item.productId = other.id;
    item.product = other;
    const before = caseUpdatesOf(1001).length;
    await createCaseEvents(db).onMockedResponse(answered('PUT', `/api/Case/1001/product?productId=${other.id}`));
    const sent = caseUpdatesOf(1001).slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((n) => n.caseUpdate.changedValueName === 'Product')).toBe(true);
    expect(sent.every((n) => n.caseUpdate.newValue === other.name)).toBe(true);
    expect(sent.map((n) => (n as { userId?: number }).userId)).not.toContain(103);
  });

  it('an edit of the whole case (PUT or PATCH /api/Case/{id}) is announced too', async () => {
    const events = createCaseEvents(db);
    const before = caseUpdatesOf(1001).length;
    await events.onMockedResponse(answered('PATCH', '/api/Case/1001'));
    const afterPatch = caseUpdatesOf(1001).length;
    expect(afterPatch).toBeGreaterThan(before);
    await events.onMockedResponse(answered('PUT', '/api/Case/1001'));
    expect(caseUpdatesOf(1001).length).toBeGreaterThan(afterPatch);
  });

  it('reads of a case and refused changes announce nothing', async () => {
    const events = createCaseEvents(db);
    const before = db.notifications.length;
    await events.onMockedResponse(answered('GET', '/api/Case/1001'));
    await events.onMockedResponse({
      ...answered('PUT', '/api/Case/1001/status?status=Done'),
      response: new Response('{}', { status: 403 }),
    });
    expect(db.notifications.length).toBe(before);
  });
});
