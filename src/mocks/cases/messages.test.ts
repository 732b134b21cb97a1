// @vitest-environment node
import { createCaseMessage, deleteCaseMessage, getCaseMessageActivity, patchCaseMessage } from '@portal/sdk';
import { configureSdk } from '@portal/sdk/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyCommentMessage } from '../../copy/case-labels';
import { server, TEST_API_ORIGIN } from '../../testing/server';
import { createDb, type DemoDb } from '../db/db';
import { statefulHandlers } from '../handlers';

let db: DemoDb;
let actingAs = 101;

beforeEach(() => {
  db = createDb(null);
  actingAs = 101;
  server.use(...statefulHandlers(db));
  configureSdk({ baseUrl: TEST_API_ORIGIN, getToken: () => `demo-${actingAs}` });
});

describe('case activity', () => {
  it('answers the comments and history entries of the case, each ordered by the sort direction', async () => {
    const newest = await getCaseMessageActivity(1001);
    expect(newest.messages.every((m) => m.caseId === 1001)).toBe(true);
    expect(newest.messages[0].content).toBe('Faktura od Orange jest już w systemie. Pozdrawiam!');
    expect(newest.historyEntries.length).toBe(db.caseHistory.filter((h) => h.caseId === 1001).length);
    expect(newest.historyEntries[0]).not.toHaveProperty('createdById');

    const oldest = await getCaseMessageActivity(1001, { sortDirection: 0 });
    expect(oldest.messages.map((m) => m.id)).toEqual([...newest.messages.map((m) => m.id)].reverse());
    expect(oldest.historyEntries[0].changedValueName).toBe('CaseCreated');
  });

  it('is refused (403) for another client’s case', async () => {
    await expect(getCaseMessageActivity(1008)).rejects.toMatchObject({ status: 403 });
  });
});

describe('posting a comment', () => {
  it('refuses blank content and an empty recipient list with 400', async () => {
    const blank = await createCaseMessage({ caseId: 1001, content: '  \n ', recipients: [{ type: 'Expert' }] }).catch(
      (e) => e,
    );
    expect(blank).toMatchObject({ status: 400, body: { errors: { content: [emptyCommentMessage] } } });
    const nobody = await createCaseMessage({ caseId: 1001, content: 'Dzień dobry', recipients: [] }).catch((e) => e);
    expect(nobody).toMatchObject({ status: 400, body: { errors: { recipients: [expect.any(String)] } } });
    expect(db.caseMessages.filter((m) => m.caseId === 1001)).toHaveLength(7);
  });

  it('stores the comment with its author and resolves the recipients from the case', async () => {
    const message = await createCaseMessage({
      caseId: 1002,
      content: '  Proszę o informację o terminie rozprawy.  ',
      recipients: [{ type: 'Expert' }, { type: 'Manager', recipientId: 131 }, { type: 'Manager', recipientId: 131 }],
    });
    expect(message).toMatchObject({
      caseId: 1002,
      content: 'Proszę o informację o terminie rozprawy.',
      createdBy: { firstName: 'Anna', lastName: 'Kowalska' },
    });
    expect(message.recipients).toEqual([
      {
        type: 'Expert',
        recipientId: 106,
        recipient: expect.objectContaining({
          id: 106,
          firstName: 'Marcin',
          lastName: 'Lewandowski',
          managerTitle: null,
        }),
      },
      {
        type: 'Manager',
        recipientId: 131,
        recipient: expect.objectContaining({
          id: 131,
          lastName: 'Olszewska',
          managerTitle: { id: 3, name: 'Kierownik Zespołu' },
        }),
      },
    ]);
    const activity = await getCaseMessageActivity(1002);
    expect(activity.messages[0].id).toBe(message.id);
  });

  it('a Manager recipient without an id means every manager of the case; Client means the case’s client', async () => {
    actingAs = 106;
    const message = await createCaseMessage({
      caseId: 1002,
      content: 'Wyrok jest prawomocny.',
      recipients: [{ type: 'Client' }, { type: 'Manager' }],
    });
    expect(message.recipients.map((r) => [r.type, r.recipientId])).toEqual([
      ['Client', 101],
      ['Manager', 103],
      ['Manager', 131],
    ]);
  });

  it('a client cannot comment on another client’s case; a comment can be edited and deleted', async () => {
    await expect(
      createCaseMessage({ caseId: 1008, content: 'Test', recipients: [{ type: 'Expert' }] }),
    ).rejects.toMatchObject({ status: 403 });
    const message = await createCaseMessage({
      caseId: 1001,
      content: 'Pierwsza wersja',
      recipients: [{ type: 'Expert' }],
    });
    expect((await patchCaseMessage(message.id, { content: 'Druga wersja' })).content).toBe('Druga wersja');
    await expect(patchCaseMessage(message.id, { content: ' ' })).rejects.toMatchObject({ status: 400 });
    await deleteCaseMessage(message.id);
    expect(db.caseMessages.some((m) => m.id === message.id)).toBe(false);
  });
});
