import {
  getGetChatbotConversationQueryOptions,
  getListChatbotConversationsQueryKey,
  getListChatbotConversationsQueryOptions,
  useDeleteChatbotConversation as useGeneratedDeleteChatbotConversation,
  useSendChatbotConversationMessage as useGeneratedSendChatbotConversationMessage,
} from '@portal/sdk';
import type { ListChatbotConversationsParams } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { loadSanitizer } from '@/lib/load-sanitizer';
import { refreshing } from '@/lib/mutations';
import { chatbotList, type ChatbotSearch } from './list';

// The chatbot conversations: a page of the list, the open conversation, and the sanitizer of the chatbot's answers.

/** A page of the conversations (the page before stays on screen while the next one loads). */
export const conversationsQuery = (params: ListChatbotConversationsParams) =>
  getListChatbotConversationsQueryOptions(params, { query: { placeholderData: keepPreviousData } });

export const conversationQuery = (id: number) => getGetChatbotConversationQueryOptions(id);

/** The route's loader: the list's page, the open conversation and the sanitizer; a failure is the screen's to show. */
export async function prefetchChatbot(queryClient: QueryClient, search: ChatbotSearch): Promise<void> {
  void loadSanitizer().catch(() => undefined);
  const { conversation } = chatbotList.view(search);
  await Promise.all([
    queryClient.prefetchQuery(conversationsQuery(chatbotList.params(search))),
    conversation && queryClient.prefetchQuery(conversationQuery(conversation)),
  ]);
}

/** A new message or a deleted conversation: the list (its counts and order) and the conversation itself. */
const conversationsStale = () => [getListChatbotConversationsQueryKey()];
export const useSendChatbotMessage = /* @__PURE__ */ refreshing(
  useGeneratedSendChatbotConversationMessage,
  conversationsStale,
);
export const useDeleteConversation = /* @__PURE__ */ refreshing(
  useGeneratedDeleteChatbotConversation,
  conversationsStale,
);
