import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChatbotConversation } from '@portal/sdk/model';
import { sendChatbotConversationMessageBodyContentMax } from '@portal/sdk/limits/chatbot';
import { SendChatbotConversationMessageBody } from '@portal/sdk/zod/chatbot';
import { IconSend } from '@tabler/icons-react';
import { MutationError } from '@/components/MutationError';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { contractValidation } from '@/lib/validation';
import { useSendChatbotMessage } from './api';
import { chatbotTexts } from './texts';

const texts = chatbotTexts.test;

interface TestMessageBoxProps {
  /** The open conversation the message goes to; none: the message starts a new one. */
  conversationId: number | undefined;
  /** The conversation a message started (to open it). */
  onStarted: (conversation: ChatbotConversation) => void;
}

/**
 * A question sent to the chatbot to test it (`ChatbotConversation/message`): into the open conversation, whose
 * transcript then shows it with the answer, or as a new conversation of the administrator. The text stays until
 * the server has taken it (a refusal shows the server's words under it).
 */
export function TestMessageBox({ conversationId, onStarted }: TestMessageBoxProps) {
  const send = useSendChatbotMessage();
  const once = useOneAtATime();
  const form = useForm({
    initialValues: { content: '' },
    validate: contractValidation(SendChatbotConversationMessageBody),
  });
  const submit = form.onSubmit(({ content }) =>
    once(() =>
      send
        .mutateAsync({ data: { content: content.trim() }, params: conversationId ? { conversationId } : undefined })
        .then((conversation) => {
          form.reset();
          if (!conversationId) onStarted(conversation);
        }),
    ),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="chatbot-test-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="chatbot-test-title">
              {texts.title}
            </Title>
            <Text size="sm" c="dimmed">
              {conversationId ? texts.toConversation : texts.newConversation}
            </Text>
          </div>
          <Textarea
            label={texts.content}
            placeholder={texts.placeholder}
            withAsterisk
            autosize
            minRows={2}
            maxRows={8}
            maxLength={sendChatbotConversationMessageBodyContentMax}
            {...form.getInputProps('content')}
          />
          <MutationError error={send.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {texts.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
