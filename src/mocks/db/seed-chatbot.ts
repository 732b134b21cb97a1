import type { ChatbotConversation } from '@portal/sdk/model';

/** Conversations with the AI chatbot (written by issue 34's chatbot work). */
export const chatbotConversations: ChatbotConversation[] = [];
