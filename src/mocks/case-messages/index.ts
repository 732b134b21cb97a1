import {
  getCreateCaseMessageMockHandler,
  getDeleteCaseMessageMockHandler,
  getGetCaseMessageActivityMockHandler,
  getGetCaseMessageMockHandler,
  getListCaseMessagesMockHandler,
  getPatchCaseMessageMockHandler,
  getUpdateCaseMessageMockHandler,
} from '@portal/sdk/mocks/case-messages';
import type {
  Case,
  CaseMessage,
  CaseMessagePatch,
  CaseMessageRecipient,
  CaseMessageRecipientInput,
  ParticipantRole,
} from '@portal/sdk/model';
import { emptyCommentMessage } from '@/copy/case-labels';
import { historyOfCase } from '@/mocks/case-history/record';
import type { DemoDb } from '@/mocks/db/db';
import { assertCaseAccess, isClientOnly, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { byCreatedAt, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findCase, findUser, managerRefOf, personNameOf } from '@/mocks/shared/records';
import { intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/case-messages'));

/** The contract requires content; that it is not blank is this rule. */
const notBlank = ({ content }: CaseMessagePatch) =>
  content !== undefined && !content.trim() ? { content: [emptyCommentMessage] } : {};

/**
 * The recipients of a comment as read: Client and Expert are the case's client and expert (`recipient` null when
 * the case has no expert), Patron the client's patron, Manager the manager named by `recipientId` (every manager
 * of the case when none is named). Duplicates are dropped; an unknown manager, or nobody at all, answers 400.
 */
function resolveRecipients(db: DemoDb, item: Case, inputs: CaseMessageRecipientInput[]): CaseMessageRecipient[] {
  const resolved: CaseMessageRecipient[] = [];
  const add = (type: ParticipantRole, id: number | null | undefined) => {
    const recipientId = id ?? null;
    if (resolved.some((r) => r.type === type && r.recipientId === recipientId)) return;
    resolved.push({ type, recipientId, recipient: recipientId === null ? null : managerRefOf(db, recipientId) });
  };
  for (const input of inputs) {
    if (input.type === 'Client') add('Client', item.clientId);
    else if (input.type === 'Expert') add('Expert', item.expertId);
    else if (input.type === 'Patron') add('Patron', findUser(db, item.clientId)?.patronId);
    else if (input.recipientId === null || input.recipientId === undefined)
      item.managers.forEach((m) => add('Manager', m.id));
    else if (!findUser(db, input.recipientId)) throw badRequest({ recipients: ['Nie znaleziono managera.'] });
    else add('Manager', input.recipientId);
  }
  if (!resolved.length) throw badRequest({ recipients: ['Wybierz co najmniej jednego odbiorcę komentarza.'] });
  return resolved;
}

/** The given content (trimmed) and recipients (resolved from the case) of a checked comment. */
const commentOf = (db: DemoDb, item: Case, input: CaseMessagePatch) => ({
  ...(input.content !== undefined && { content: input.content.trim() }),
  ...(input.recipients !== undefined && { recipients: resolveRecipients(db, item, input.recipients) }),
});

function findMessage(db: DemoDb, request: Request, id: string | readonly string[] | undefined) {
  const message = db.caseMessages.find((m) => m.id === intParam(id));
  if (!message) throw notFound('Nie znaleziono komentarza');
  assertCaseAccess(db, request, findCase(db, message.caseId));
  return message;
}

export const caseMessagesHandlers = ({ db, events }: MockContext) => {
  async function editMessage(request: Request, id: string | readonly string[] | undefined, whole: boolean) {
    const message = findMessage(db, request, id);
    const { UpdateCaseMessageBody, PatchCaseMessageBody } = await schemas();
    const input = await validBody(whole ? UpdateCaseMessageBody : PatchCaseMessageBody, request, notBlank);
    Object.assign(message, commentOf(db, findCase(db, message.caseId), input), {
      updatedAt: nowIso(),
      updatedById: actingUserId(request) ?? null,
    });
    db.save();
    return message;
  }

  return [
    getGetCaseMessageActivityMockHandler(({ request, params }) => {
      const item = findCase(db, intParam(params.caseId as string));
      assertCaseAccess(db, request, item);
      const direction = sortDirectionOf(searchParams(request));
      return {
        messages: db.caseMessages.filter((m) => m.caseId === item.id).sort(byCreatedAt(direction)),
        historyEntries: historyOfCase(db, item.id, direction),
      };
    }),
    getCreateCaseMessageMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).CreateCaseMessageBody, request, notBlank);
      const item = findCase(db, input.caseId);
      assertCaseAccess(db, request, item);
      const { content, recipients } = commentOf(db, item, input);
      const actorId = actingUserId(request);
      const message: CaseMessage = {
        id: db.nextId('caseMessages'),
        caseId: item.id,
        content: content!,
        createdBy: personNameOf(db, actorId),
        recipients: recipients!,
        createdAt: nowIso(),
        createdById: actorId ?? null,
      };
      db.caseMessages.push(message);
      db.save();
      events.emit({ type: 'commentPosted', caseId: item.id, actorId, messageId: message.id });
      return message;
    }),
    getListCaseMessagesMockHandler(({ request }) => {
      const query = searchParams(request);
      const userId = actingUserId(request);
      const clientOnly = isClientOnly(rolesOf(db, userId));
      const ownCases = new Set(db.cases.filter((c) => c.clientId === userId).map((c) => c.id));
      const items = db.caseMessages
        .filter((m) => (!clientOnly || ownCases.has(m.caseId)) && matchesSearch(query.get('search'), m.content))
        .sort(byCreatedAt(sortDirectionOf(query)));
      return pageOf(items, query);
    }),
    getGetCaseMessageMockHandler(({ request, params }) => findMessage(db, request, params.id)),
    getUpdateCaseMessageMockHandler(({ request, params }) => editMessage(request, params.id, true)),
    getPatchCaseMessageMockHandler(({ request, params }) => editMessage(request, params.id, false)),
    getDeleteCaseMessageMockHandler(({ request, params }) => {
      const message = findMessage(db, request, params.id);
      db.caseMessages.splice(db.caseMessages.indexOf(message), 1);
      db.save();
    }),
  ];
};
