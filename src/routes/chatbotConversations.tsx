import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { ChatbotConversationsScreen } from '@/features/chatbot/ChatbotConversationsScreen';
import { chatbotList } from '@/features/chatbot/list';

export const Route = createFileRoute('/chatbotConversations')({
  ...page('Rozmowy z chatbotem', ADMIN),
  validateSearch: chatbotList.validateSearch,
  loaderDeps: chatbotList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/chatbot/api').then((api) => api.prefetchChatbot(context.queryClient, deps)),
  component: function ChatbotConversations() {
    return <ChatbotConversationsScreen search={Route.useSearch()} />;
  },
});
