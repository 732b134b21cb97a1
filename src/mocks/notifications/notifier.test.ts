import { createCaseMessage, getCase, patchCase, setCaseProduct, setCaseStatus, updateCase } from '@portal/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { notificationSubjects } from '@/lib/notification-case';
import type { DemoNotification } from '@/mocks/db/types';
import { ids } from '@/mocks/db/seed-ids';
import { notifyCaseParticipants } from './notifier';

// the manager of the accounting case changes it
const api = demoApi({ as: 'Manager' });
let notifier: ReturnType<typeof notifyCaseParticipants>;
beforeEach(() => {
  notifier = notifyCaseParticipants(api);
});
afterEach(() => notifier.close());

const commentNotificationsOf = (caseId: number) => api.db.notifications.filter((n) => n.caseMessage?.caseId === caseId);
const caseUpdatesOf = (caseId: number) =>
  api.db.notifications.flatMap(({ caseUpdate, ...n }) => (caseUpdate?.caseId === caseId ? [{ ...n, caseUpdate }] : []));
/** The subject members a notification sets: the contract allows exactly one. */
const subjectsOf = (n: DemoNotification) => notificationSubjects.filter((subject) => n[subject] != null);

describe('demo case events', () => {
  it('a product change tells the other participants the new product by name', async () => {
    const item = api.db.cases.find((c) => c.id === ids.case.accounting)!;
    const other = api.db.products.find((p) => p.id !== item.productId)!;
    const before = caseUpdatesOf(ids.case.accounting).length;
    await setCaseProduct(ids.case.accounting, { productId: other.id });
    const sent = caseUpdatesOf(ids.case.accounting).slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((n) => n.caseUpdate.changedValueName === 'Product')).toBe(true);
    expect(sent.map(subjectsOf)).toEqual(sent.map(() => ['caseUpdate']));
    expect(sent.every((n) => n.caseUpdate.newValue === other.name)).toBe(true);
    expect(sent.map((n) => n.userId)).not.toContain(ids.person.manager);
  });

  it('an edit of the whole case (PUT or PATCH /api/Case/{id}) is announced too', async () => {
    const before = caseUpdatesOf(ids.case.accounting).length;
    await patchCase(ids.case.accounting, { result: 'Won' });
    const afterPatch = caseUpdatesOf(ids.case.accounting).length;
    expect(afterPatch).toBeGreaterThan(before);
    const { name, clientId, productId } = api.db.cases.find((c) => c.id === ids.case.accounting)!;
    await updateCase(ids.case.accounting, { name, clientId, productId });
    expect(caseUpdatesOf(ids.case.accounting).length).toBeGreaterThan(afterPatch);
  });

  it('reads of a case and refused changes announce nothing', async () => {
    const before = api.db.notifications.length;
    await getCase(ids.case.accounting);
    api.actAs(ids.person.otherClient);
    await expect(setCaseStatus(ids.case.accounting, { status: 'Done' })).rejects.toMatchObject({ status: 403 });
    expect(api.db.notifications.length).toBe(before);
  });

  it('a status change names the new status; a comment reaches the client and the expert, not its author', async () => {
    await setCaseStatus(ids.case.accounting, { status: 'Done' });
    expect(caseUpdatesOf(ids.case.accounting).at(-1)?.caseUpdate).toMatchObject({
      changedValueName: 'Status',
      newValue: 'Done',
      createdBy: { firstName: 'Katarzyna', lastName: 'Wiśniewska' },
    });
    const before = commentNotificationsOf(ids.case.accounting).length;
    await createCaseMessage({ caseId: ids.case.accounting, content: 'Dzień dobry', recipients: [{ type: 'Client' }] });
    const sent = commentNotificationsOf(ids.case.accounting).slice(before);
    expect(sent.map(subjectsOf)).toEqual(sent.map(() => ['caseMessage']));
    expect(sent.map((n) => [n.userId, n.role]).sort()).toEqual([
      [ids.person.client, 'Client'],
      [ids.person.expertEmployee, 'ExpertEmployee'],
    ]);
  });
});
