import { listChatbotConversationsQueryRules } from '@portal/sdk/query-rules/chatbot';
import { listSearch } from '@/components/lists/list-search';

/**
 * `/chatbotConversations`: the search, sort and page in the address, checked against the list call's parameters;
 * beside them the conversation whose transcript is open (`?conversation=3`).
 */
export const chatbotList = listSearch(listChatbotConversationsQueryRules, {
  pageSize: 20,
  sort: { by: 'lastMessageAt', fields: { lastMessageAt: 'desc', title: 'asc', messageCount: 'desc' } },
  extra: { conversation: { type: 'integer', format: 'int32', minimum: 1 } },
});

export type ChatbotSearch = Parameters<typeof chatbotList.view>[0];
export type ChatbotSortField = (typeof chatbotList.sortFields)[number];
