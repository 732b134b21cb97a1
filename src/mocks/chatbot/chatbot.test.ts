import {
  createChatbotConversation,
  deleteChatbotConversation,
  getChatbotConversation,
  listChatbotConversations,
  patchChatbotConversation,
  sendChatbotConversationMessage,
  updateChatbotConversation,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { chatbotConversationIds } from '@/mocks/db/seed-chatbot';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';
import { chatbotAnswer, titleOf } from './answer';

const api = demoApi({ as: 'Admin' });
const { jpkCorrection, ksef, swissFrancLoan } = chatbotConversationIds;

/** The status and the body of a refused call. */
const refusal = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as { status?: number; body?: { errors?: Record<string, string[]> } } | undefined;
  return { status: error?.status, errors: error?.body?.errors ?? {} };
};

describe('chatbot conversations', () => {
  it('lists every conversation, newest last message first, with the user, message count and last message', async () => {
    const page = await listChatbotConversations();
    expect(page.totalCount).toBe(6);
    expect(page.items.map((c) => c.id)).toEqual([ksef, jpkCorrection, 4, 3, 2, swissFrancLoan]);
    expect(page.items[0]).toMatchObject({
      title: 'Faktury w KSeF na ryczałcie',
      user: { id: ids.person.itConsultingClient, lastName: 'Szymański' },
      caseId: ids.case.itConsultingAccounting,
      messageCount: 8,
      lastMessageAt: '2026-11-22T08:15:07Z',
    });
    // every conversation alternates the user's question and the chatbot's answer
    for (const conversation of page.items)
      expect(conversation.messages.map((m) => m.author)).toEqual(
        conversation.messages.map((_, i) => (i % 2 ? 'Chatbot' : 'User')),
      );
  });

  it('searches the titles and the users’ names, pages and sorts', async () => {
    expect((await listChatbotConversations({ search: 'jpk' })).items.map((c) => c.id)).toEqual([jpkCorrection]);
    expect((await listChatbotConversations({ search: 'kowalska' })).items.map((c) => c.id)).toEqual([
      4,
      swissFrancLoan,
    ]);
    const second = await listChatbotConversations({ page: 2, pageSize: 4 });
    expect(second).toMatchObject({ totalCount: 6, page: 2 });
    expect(second.items.map((c) => c.id)).toEqual([2, swissFrancLoan]);
    const byCount = await listChatbotConversations({ sortBy: 'messageCount', sortDirection: 1 });
    expect(byCount.items[0].id).toBe(ksef);
  });

  it('answers a question in a conversation: the question, then a Polish answer built from its keywords', async () => {
    const answered = await sendChatbotConversationMessage(
      { content: 'Jak wystawić fakturę korygującą?' },
      { conversationId: ksef },
    );
    expect(answered.messageCount).toBe(10);
    const [question, answer] = answered.messages.slice(-2);
    expect(question).toMatchObject({
      author: 'User',
      content: 'Jak wystawić fakturę korygującą?',
      conversationId: ksef,
    });
    expect(answer).toMatchObject({ author: 'Chatbot', conversationId: ksef });
    expect(answer.content).toContain('**KSeF**');
    expect(answer.content).toBe(chatbotAnswer('Jak wystawić fakturę korygującą?'));
    expect(answer.id).toBe(question.id + 1);
    // numbered across the conversations, above every id of the seed
    const seedIds = api.db.chatbotConversations.flatMap((c) => c.messages.map((m) => m.id)).slice(0, -2);
    expect(question.id).toBeGreaterThan(Math.max(...seedIds));
    expect(answered.lastMessageAt).toBe(answer.createdAt);
    expect((await listChatbotConversations()).items[0].id).toBe(ksef);
  });

  it('answers in the same words for the same question, and says what it knows when nothing matches', () => {
    expect(chatbotAnswer('Kiedy zapłacić ZUS i VAT?')).toBe(chatbotAnswer('Kiedy zapłacić ZUS i VAT?'));
    expect(chatbotAnswer('Kiedy zapłacić ZUS i VAT?')).toMatch(/\*\*VAT\*\*[\s\S]*\*\*ZUS\*\*/);
    expect(chatbotAnswer('Jaka jutro pogoda?')).toMatch(/^Nie znalazłem odpowiedzi/);
  });

  it('starts a conversation of the caller, titled by the start of the question, when none is named', async () => {
    const question =
      'Czy mogę odliczyć VAT od samochodu kupionego w leasingu, jeśli używam go także prywatnie w weekendy?';
    const started = await sendChatbotConversationMessage({ content: question });
    expect(started).toMatchObject({
      title: titleOf(question),
      userId: ids.person.admin,
      caseId: null,
      messageCount: 2,
    });
    expect(started.title).toBe('Czy mogę odliczyć VAT od samochodu kupionego w leasingu…');
    expect(await getChatbotConversation(started.id)).toEqual(started);
  });

  it('refuses an empty or too long question (400 per field) and an unknown conversation (404)', async () => {
    expect(await refusal(sendChatbotConversationMessage({ content: '' }, { conversationId: ksef }))).toEqual({
      status: 400,
      errors: { content: ['To pole jest wymagane'] },
    });
    expect((await refusal(sendChatbotConversationMessage({ content: '   ' }))).errors.content).toEqual([
      'To pole jest wymagane',
    ]);
    const long = await refusal(sendChatbotConversationMessage({ content: 'a'.repeat(4001) }));
    expect(long.status).toBe(400);
    expect(long.errors.content?.[0]).toMatch(/4000/);
    expect((await refusal(sendChatbotConversationMessage({ content: 'VAT?' }, { conversationId: 999 }))).status).toBe(
      404,
    );
    expect(api.db.chatbotConversations).toHaveLength(6);
  });

  it('creates, replaces, patches and deletes a conversation; the user and case named must exist', async () => {
    const created = await createChatbotConversation({ title: 'Pytania testowe', caseId: ids.case.accounting });
    expect(created).toMatchObject({ userId: ids.person.admin, messageCount: 0, lastMessageAt: null, messages: [] });
    expect(created.user?.lastName).toBe('Zielińska');

    const replaced = await updateChatbotConversation(created.id, {
      title: 'Pytania klienta',
      userId: ids.person.client,
    });
    expect(replaced).toMatchObject({ title: 'Pytania klienta', caseId: null, user: { id: ids.person.client } });
    const patched = await patchChatbotConversation(created.id, { caseId: ids.case.loanLawsuit });
    expect(patched).toMatchObject({ title: 'Pytania klienta', caseId: ids.case.loanLawsuit });

    expect(await refusal(createChatbotConversation({ title: '' }))).toMatchObject({
      status: 400,
      errors: { title: ['To pole jest wymagane'] },
    });
    expect(await refusal(patchChatbotConversation(created.id, { userId: 99999, caseId: 99999 }))).toEqual({
      status: 400,
      errors: { userId: ['Nie ma takiego użytkownika'], caseId: ['Nie ma takiej sprawy'] },
    });

    await deleteChatbotConversation(created.id);
    expect((await refusal(getChatbotConversation(created.id))).status).toBe(404);
    expect((await refusal(deleteChatbotConversation(created.id))).status).toBe(404);
  });

  it('is the administrators’ only (operation-access.ts)', async () => {
    api.actAs('Manager');
    expect((await refusal(listChatbotConversations())).status).toBe(403);
    expect((await refusal(sendChatbotConversationMessage({ content: 'VAT?' }))).status).toBe(403);
  });
});
