import {
  createSatisfactionScore,
  getSatisfactionScore,
  listSatisfactionScores,
  listSatisfactionScoresForCase,
  deleteSatisfactionScore,
  patchSatisfactionScore,
  updateSatisfactionScore,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';
import { satisfactionRuleMessages } from '.';

const api = demoApi({ as: 'Client' });

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: { status?: number; body?: { errors?: Record<string, string[]> } }) => error,
  );
const caseIds = (page: { items: { caseId: number }[] }) => page.items.map((s) => s.caseId).sort();

describe('the satisfaction scores of the demo backend', () => {
  it('a client scores their finished case once; the server takes the client and the expert from the case', async () => {
    const created = await createSatisfactionScore({ caseId: 1005, score: 7, comment: 'Dobra konsultacja' });
    expect(created).toMatchObject({
      caseId: 1005,
      case: { id: 1005, name: 'Konsultacja podatkowa – ulga IP Box' },
      clientId: ids.person.client,
      client: { firstName: 'Anna', lastName: 'Kowalska' },
      expertId: ids.person.expertEmployee,
      score: 7,
      comment: 'Dobra konsultacja',
    });
    expect(await listSatisfactionScoresForCase(1005)).toEqual([created]);
    const second = await failure(createSatisfactionScore({ caseId: 1005, score: 3 }));
    expect(second.status).toBe(400);
    expect(second.body?.errors?.caseId).toEqual([satisfactionRuleMessages.alreadyRated]);
  });

  it('refuses a score of a case that is not done, of another client’s case, and one out of range', async () => {
    const notDone = await failure(createSatisfactionScore({ caseId: ids.case.accounting, score: 5 }));
    expect(notDone.status).toBe(400);
    expect(notDone.body?.errors?.caseId).toEqual([satisfactionRuleMessages.notDone]);
    expect((await failure(createSatisfactionScore({ caseId: 1011, score: 5 }))).status).toBe(403);
    const outOfRange = await failure(createSatisfactionScore({ caseId: 1005, score: 11 }));
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body?.errors).toHaveProperty('score');
    expect(api.db.satisfactionScores.some((s) => s.caseId === 1005)).toBe(false);
  });

  it('the client changes their score; nobody else may', async () => {
    const updated = await updateSatisfactionScore(11006, { caseId: 1007, score: 6, comment: null });
    expect(updated).toMatchObject({ id: 11006, score: 6, comment: null, updatedById: ids.person.client });
    api.actAs(ids.person.otherClient);
    expect((await failure(getSatisfactionScore(11006))).status).toBe(403);
    expect((await failure(updateSatisfactionScore(11006, { caseId: 1007, score: 1 }))).status).toBe(403);
    api.actAs('Manager');
    expect((await failure(updateSatisfactionScore(11006, { caseId: 1007, score: 1 }))).status).toBe(403);
  });

  it('keeps a score whose case is gone to its own client, and trims a changed comment to nothing', async () => {
    api.db.cases.splice(
      api.db.cases.findIndex((c) => c.id === 1007),
      1,
    );
    api.actAs(ids.person.otherClient);
    expect((await failure(deleteSatisfactionScore(11006))).status).toBe(403);
    expect((await failure(patchSatisfactionScore(11006, { score: 1 }))).status).toBe(403);
    api.actAs('Client');
    expect(await patchSatisfactionScore(11006, { comment: '   ' })).toMatchObject({ id: 11006, comment: null });
  });

  it('lists to each their cases’ scores: client, expert, expert owner, manager, patron, administrator', async () => {
    expect(caseIds(await listSatisfactionScores())).toEqual([1007]);
    api.actAs('ExpertEmployee');
    expect(caseIds(await listSatisfactionScores())).toEqual([1011]);
    api.actAs('ExpertOwner');
    expect(caseIds(await listSatisfactionScores())).toEqual([1011, 1022]);
    api.actAs('Manager');
    expect(caseIds(await listSatisfactionScores())).toEqual([1022]);
    api.actAs(ids.person.managerLeader);
    // the leader of the managers of every managed case
    expect(caseIds(await listSatisfactionScores())).toEqual([1007, 1011, 1014, 1022, 1023, 1029]);
    api.actAs('Patron');
    expect(caseIds(await listSatisfactionScores())).toEqual([1007, 1011, 1029]);
    api.actAs('Ambassador');
    expect((await failure(listSatisfactionScores())).status).toBe(403);
    api.actAs('Admin');
    expect((await listSatisfactionScores()).totalCount).toBe(6);
  });

  it('filters by client, expert and the day the score was given, newest first, paged', async () => {
    api.actAs('Admin');
    expect(caseIds(await listSatisfactionScores({ expertId: ids.person.otherOfficeExpert }))).toEqual([
      1007, 1014, 1029,
    ]);
    expect(caseIds(await listSatisfactionScores({ clientId: 114 }))).toEqual([1014, 1023]);
    const october = await listSatisfactionScores({ from: '2026-10-01', to: '2026-10-31' });
    expect(october.items.map((s) => s.caseId)).toEqual([1029, 1022]);
    const page = await listSatisfactionScores({ pageSize: 2, page: 2, sortDirection: 0 });
    expect(page).toMatchObject({ totalCount: 6, page: 2, pageSize: 2 });
    expect(page.items.map((s) => s.caseId)).toEqual([1022, 1029]);
    expect((await listSatisfactionScores({ search: 'frankowicz' })).items.map((s) => s.caseId)).toEqual([1022]);
  });

  it('answers 404 for an unknown score or case', async () => {
    expect((await failure(getSatisfactionScore(99))).status).toBe(404);
    expect((await failure(listSatisfactionScoresForCase(9999))).status).toBe(404);
  });
});
