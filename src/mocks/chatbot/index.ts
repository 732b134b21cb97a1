import * as mocks from '@portal/sdk/mocks/chatbot';
import type { ChatbotConversation, ChatbotConversationInput, ChatbotMessage } from '@portal/sdk/model';
import type { HttpHandler } from 'msw';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { compareValues } from '@/mocks/shared/lists';
import { findUser, fullNameOf, userRefOf } from '@/mocks/shared/records';
import { nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery, type Rules } from '@/mocks/shared/validation';
import { validationMessages } from '@/copy/validation';
import { chatbotAnswer, titleOf } from './answer';

const schemas = lazySchemas(() => import('@portal/sdk/zod/chatbot'));

const NOT_FOUND = 'Nie znaleziono rozmowy z chatbotem';

/** When a conversation was last written in: its last message, or its creation while it has none. */
const lastActivity = (c: ChatbotConversation) => c.lastMessageAt ?? c.createdAt;

/** Newest last message first. */
const byLastMessage = (a: ChatbotConversation, b: ChatbotConversation) =>
  compareValues(lastActivity(b), lastActivity(a)) || b.id - a.id;

/**
 * Chatbot conversations, their messages inside each. The list (paged; search over the title and the user's name;
 * newest last message first) comes from crud(); the rest is by hand: the owner is the caller unless
 * the body names one, the user and case named must exist, and the server derives the user's copy, the message count
 * and the last message's time. `ChatbotConversation/message` adds the question and the chatbot's answer to a
 * conversation, or starts one titled by the question.
 */
export const chatbotHandlers = ({ db }: MockContext): HttpHandler[] => {
  const isAdmin = (request: Request) => !!findUser(db, actingUserId(request))?.roles.includes('Admin');
  /** The caller's own conversations; an administrator's, everybody's. */
  const visible = (conversation: ChatbotConversation, request: Request) =>
    isAdmin(request) || conversation.userId === actingUserId(request);
  const find = (id: number | undefined, request: Request) => {
    const conversation = db.chatbotConversations.find((c) => c.id === id);
    if (!conversation || !visible(conversation, request)) throw notFound(NOT_FOUND);
    return conversation;
  };

  const rules: Rules<Partial<ChatbotConversationInput>> = ({ userId, caseId }) => ({
    userId: userId != null && !findUser(db, userId) ? ['Nie ma takiego użytkownika'] : undefined,
    caseId: caseId != null && !db.cases.some((c) => c.id === caseId) ? ['Nie ma takiej sprawy'] : undefined,
  });

  /** What the server derives, set after every write. */
  const written = (conversation: ChatbotConversation) => {
    Object.assign(conversation, {
      user: userRefOf(db, conversation.userId),
      messageCount: conversation.messages.length,
      lastMessageAt: conversation.messages.at(-1)?.createdAt ?? null,
    });
    db.save();
    return conversation;
  };
  const stamp = (request: Request) => ({ updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });

  const list = crud(db, 'chatbotConversations', {
    resource: 'ChatbotConversation',
    mocks,
    schemas,
    what: 'rozmowa z chatbotem',
    filter: visible,
    sort: byLastMessage,
    paged: {
      search: (c) => [c.title, fullNameOf(db, c.userId)],
      sortKeys: {
        lastmessageat: lastActivity,
        title: (c) => c.title,
        user: (c) => (c.user ? `${c.user.lastName} ${c.user.firstName}` : null),
        messagecount: (c) => c.messageCount,
        createdat: (c) => c.createdAt,
      },
    },
  }).filter((handler) => handler.info.method === 'GET' && String(handler.info.path).endsWith('ChatbotConversation'));

  /** A new conversation without messages: the caller's unless the input names its user. */
  const started = (request: Request, input: ChatbotConversationInput) => {
    const by = actingUserId(request) ?? null;
    const conversation: ChatbotConversation = {
      id: db.nextId('chatbotConversations'),
      title: input.title,
      userId: input.userId ?? by,
      caseId: input.caseId ?? null,
      messages: [],
      createdAt: nowIso(),
      createdById: by,
    };
    db.chatbotConversations.push(conversation);
    return conversation;
  };

  const message = (conversation: ChatbotConversation, author: ChatbotMessage['author'], content: string) =>
    conversation.messages.push({
      id: db.nextId('chatbotMessages'),
      conversationId: conversation.id,
      author,
      content,
      createdAt: nowIso(),
    });

  return [
    ...list,
    mocks.getGetChatbotConversationMockHandler(({ params, request }) => find(Number(params.id), request)),
    mocks.getCreateChatbotConversationMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).CreateChatbotConversationBody, request, rules);
      return written(started(request, input));
    }),
    // PUT: every field of the input is stored; the owner left out is the caller, the case left out is cleared
    mocks.getUpdateChatbotConversationMockHandler(async ({ params, request }) => {
      const conversation = find(Number(params.id), request);
      const input = await validBody((await schemas()).UpdateChatbotConversationBody, request, rules);
      Object.assign(conversation, {
        title: input.title,
        userId: input.userId ?? actingUserId(request) ?? null,
        caseId: input.caseId ?? null,
        ...stamp(request),
      });
      return written(conversation);
    }),
    mocks.getPatchChatbotConversationMockHandler(async ({ params, request }) => {
      const conversation = find(Number(params.id), request);
      const input = await validBody((await schemas()).PatchChatbotConversationBody, request, rules);
      Object.assign(conversation, input, stamp(request));
      return written(conversation);
    }),
    mocks.getDeleteChatbotConversationMockHandler(({ params, request }) => {
      const conversation = find(Number(params.id), request);
      db.chatbotConversations.splice(db.chatbotConversations.indexOf(conversation), 1);
      db.save();
    }),
    mocks.getSendChatbotConversationMessageMockHandler(async ({ request }) => {
      const { conversationId } = validQuery((await schemas()).SendChatbotConversationMessageQueryParams, request);
      const conversation = conversationId === undefined ? undefined : find(conversationId, request);
      const { content } = await validBody((await schemas()).SendChatbotConversationMessageBody, request, (body) => ({
        content: body.content.trim() ? undefined : [validationMessages.required],
      }));
      const target = conversation ?? started(request, { title: titleOf(content) });
      message(target, 'User', content);
      message(target, 'Chatbot', chatbotAnswer(content));
      return written(target);
    }),
  ];
};
