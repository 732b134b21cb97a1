import { createCaseMessage, deleteCaseMessage, getCaseMessageActivity, patchCaseMessage } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { emptyCommentMessage } from '@/copy/case-labels';
import { demoApi, failure } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi({ as: 'Client' });

describe('case activity', () => {
  it('answers the comments and history entries of the case, each ordered by the sort direction', async () => {
    const newest = await getCaseMessageActivity(ids.case.accounting);
    expect(newest.messages.every((m) => m.caseId === ids.case.accounting)).toBe(true);
    expect(newest.messages[0].content).toBe('Faktura od Orange jest już w systemie. Pozdrawiam!');
    expect(newest.historyEntries.length).toBe(
      api.db.caseHistory.filter((h) => h.caseId === ids.case.accounting).length,
    );
    expect(newest.historyEntries[0]).not.toHaveProperty('createdById');

    const oldest = await getCaseMessageActivity(ids.case.accounting, { sortDirection: 0 });
    expect(oldest.messages.map((m) => m.id)).toEqual([...newest.messages.map((m) => m.id)].reverse());
    expect(oldest.historyEntries[0].changedValueName).toBe('CaseCreated');
  });

  it('is refused (403) for another client’s case', async () => {
    await expect(getCaseMessageActivity(ids.case.otherClientAccounting)).rejects.toMatchObject({ status: 403 });
  });
});

describe('posting a comment', () => {
  it('refuses blank content and an empty recipient list with 400', async () => {
    const blank = await createCaseMessage({
      caseId: ids.case.accounting,
      content: '  \n ',
      recipients: [{ type: 'Expert' }],
    }).catch((e) => e);
    expect(blank).toMatchObject({ status: 400, body: { errors: { content: [emptyCommentMessage] } } });
    const nobody = await createCaseMessage({
      caseId: ids.case.accounting,
      content: 'Dzień dobry',
      recipients: [],
    }).catch((e) => e);
    expect(nobody).toMatchObject({ status: 400, body: { errors: { recipients: [expect.any(String)] } } });
    expect(api.db.caseMessages.filter((m) => m.caseId === ids.case.accounting)).toHaveLength(7);
  });

  it('stores the comment with its author and resolves the recipients from the case', async () => {
    const message = await createCaseMessage({
      caseId: ids.case.loanLawsuit,
      content: '  Proszę o informację o terminie rozprawy.  ',
      recipients: [{ type: 'Expert' }, { type: 'Manager', recipientId: 131 }, { type: 'Manager', recipientId: 131 }],
    });
    expect(message).toMatchObject({
      caseId: ids.case.loanLawsuit,
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
    const activity = await getCaseMessageActivity(ids.case.loanLawsuit);
    expect(activity.messages[0].id).toBe(message.id);
  });

  it('a Manager recipient without an id means every manager of the case; Client means the case’s client', async () => {
    api.actAs(ids.person.expertOwner);
    const message = await createCaseMessage({
      caseId: ids.case.loanLawsuit,
      content: 'Wyrok jest prawomocny.',
      recipients: [{ type: 'Client' }, { type: 'Manager' }],
    });
    expect(message.recipients.map((r) => [r.type, r.recipientId])).toEqual([
      ['Client', 101],
      ['Manager', 103],
      ['Manager', 131],
    ]);
  });

  it('a client cannot comment on another client’s case; an administrator edits and deletes a comment', async () => {
    await expect(
      createCaseMessage({ caseId: ids.case.otherClientAccounting, content: 'Test', recipients: [{ type: 'Expert' }] }),
    ).rejects.toMatchObject({ status: 403 });
    const message = await createCaseMessage({
      caseId: ids.case.accounting,
      content: 'Pierwsza wersja',
      recipients: [{ type: 'Expert' }],
    });
    expect(await failure(patchCaseMessage(message.id, { content: 'Druga wersja' }))).toMatchObject({ status: 403 });
    api.actAs('Admin');
    expect((await patchCaseMessage(message.id, { content: 'Druga wersja' })).content).toBe('Druga wersja');
    await expect(patchCaseMessage(message.id, { content: ' ' })).rejects.toMatchObject({ status: 400 });
    await deleteCaseMessage(message.id);
    expect(api.db.caseMessages.some((m) => m.id === message.id)).toBe(false);
  });
});
