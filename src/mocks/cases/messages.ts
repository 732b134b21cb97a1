import {
  getCreateCaseMessageMockHandler,
  getDeleteCaseMessageMockHandler,
  getGetCaseMessageActivityMockHandler,
  getGetCaseMessageMockHandler,
  getListCaseMessagesMockHandler,
  getPatchCaseMessageMockHandler,
  getUpdateCaseMessageMockHandler,
} from '@portal/sdk/mocks/case-messages';
import {
  ParticipantRole,
  type Case,
  type CaseMessage,
  type CaseMessageInput,
  type CaseMessagePatch,
  type CaseMessageRecipient,
  type CaseMessageRecipientInput,
} from '@portal/sdk/model';
import { emptyCommentMessage } from '../../copy/case-labels';
import { actingUserId } from '../acting-user';
import type { DemoDb } from '../db/db';
import { assertCaseAccess, isClientOnly, rolesOf } from './access';
import { historyOfCase } from './history';
import {
  badRequest,
  byCreatedAt,
  findCase,
  findUser,
  intParam,
  jsonBody,
  managerRefOf,
  matchesSearch,
  notFound,
  nowIso,
  pageOf,
  personNameOf,
  searchParams,
  sortDirectionOf,
} from './shared';

const NO_RECIPIENTS = 'Wybierz co najmniej jednego odbiorcę komentarza.';

/**
 * The recipients of a comment as read: Client and Expert are the case's client and expert (`recipient` null when
 * the case has no expert), Patron the client's patron, Manager the manager named by `recipientId` (every manager
 * of the case when none is named). Duplicates are dropped; an unknown manager answers 400.
 */
function resolveRecipients(db: DemoDb, item: Case, inputs: CaseMessageRecipientInput[]): CaseMessageRecipient[] {
  const resolved: CaseMessageRecipient[] = [];
  const add = (type: ParticipantRole, id: number | null | undefined) => {
    const recipientId = id ?? null;
    if (resolved.some((r) => r.type === type && r.recipientId === recipientId)) return;
    resolved.push({ type, recipientId, recipient: recipientId === null ? null : managerRefOf(db, recipientId) });
  };
  for (const input of inputs) {
    if (!Object.values(ParticipantRole).includes(input?.type))
      throw badRequest({ recipients: ['Nieznany typ odbiorcy.'] });
    if (input.type === 'Client') add('Client', item.clientId);
    else if (input.type === 'Expert') add('Expert', item.expertId);
    else if (input.type === 'Patron') add('Patron', findUser(db, item.clientId)?.patronId);
    else if (input.recipientId === null || input.recipientId === undefined)
      item.managers.forEach((m) => add('Manager', m.id));
    else if (!findUser(db, input.recipientId)) throw badRequest({ recipients: ['Nie znaleziono managera.'] });
    else add('Manager', input.recipientId);
  }
  if (!resolved.length) throw badRequest({ recipients: [NO_RECIPIENTS] });
  return resolved;
}

/** The content and recipients of a comment, validated (blank content or no recipients: 400). */
function validComment(db: DemoDb, item: Case, input: CaseMessagePatch, whole: boolean) {
  const errors: Record<string, string[]> = {};
  if ((whole || input.content !== undefined) && !input.content?.trim()) errors.content = [emptyCommentMessage];
  if ((whole || input.recipients !== undefined) && !input.recipients?.length) errors.recipients = [NO_RECIPIENTS];
  if (Object.keys(errors).length) throw badRequest(errors);
  return {
    ...(input.content !== undefined && { content: input.content.trim() }),
    ...(input.recipients !== undefined && { recipients: resolveRecipients(db, item, input.recipients) }),
  };
}

function findMessage(db: DemoDb, request: Request, id: string | readonly string[] | undefined) {
  const message = db.caseMessages.find((m) => m.id === intParam(id));
  if (!message) throw notFound('Nie znaleziono komentarza');
  assertCaseAccess(db, request, findCase(db, message.caseId));
  return message;
}

async function editMessage(db: DemoDb, request: Request, id: string | readonly string[] | undefined, whole: boolean) {
  const message = findMessage(db, request, id);
  const input = (await jsonBody<CaseMessagePatch>(request)) ?? {};
  Object.assign(message, validComment(db, findCase(db, message.caseId), input, whole), {
    updatedAt: nowIso(),
    updatedById: actingUserId(request) ?? null,
  });
  db.save();
  return message;
}

export const messageHandlers = (db: DemoDb) => [
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
    const input = await jsonBody<CaseMessageInput>(request);
    const item = findCase(db, input?.caseId);
    assertCaseAccess(db, request, item);
    const { content, recipients } = validComment(db, item, input!, true);
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
  getUpdateCaseMessageMockHandler(({ request, params }) => editMessage(db, request, params.id, true)),
  getPatchCaseMessageMockHandler(({ request, params }) => editMessage(db, request, params.id, false)),
  getDeleteCaseMessageMockHandler(({ request, params }) => {
    const message = findMessage(db, request, params.id);
    db.caseMessages.splice(db.caseMessages.indexOf(message), 1);
    db.save();
  }),
];
