import { Box, Button, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import type { ChatbotConversation, ChatbotMessage } from '@portal/sdk/model';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, use, useEffect, useRef } from 'react';
import { confirmAction } from '@/components/confirm';
import { AnchorLink, ButtonLink } from '@/components/links';
import { staffCaseLink } from '@/components/lists/case-link';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { formatDateTime } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { loadSanitizer } from '@/lib/load-sanitizer';
import { messageAuthorLabels } from '@/copy/sales-labels';
import { conversationQuery, useDeleteConversation } from './api';
import type { ChatbotSearch } from './list';
import { markdownToHtml } from './markdown';
import { chatbotTexts as texts } from './texts';

const ANSWER_CLASS = 'portal-chatbot-answer';

/** A chatbot's answer (Markdown, maybe HTML) as the one sanitizer leaves it. */
function ChatbotAnswer({ content }: { content: string }) {
  const { sanitizeHtml } = use(loadSanitizer());
  return (
    <Typography className={ANSWER_CLASS} fz="sm">
      {/* links in running text are underlined, not told apart by their colour alone (React hoists it once) */}
      <style href={ANSWER_CLASS} precedence="default">{`.${ANSWER_CLASS} a { text-decoration: underline; }
.${ANSWER_CLASS} > div > :last-child { margin-bottom: 0; }`}</style>
      <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(markdownToHtml(content)) }} />
    </Typography>
  );
}

/** One message: the user's on the right, the chatbot's on the left, each named and timed. */
function Message({ message }: { message: ChatbotMessage }) {
  const fromUser = message.author === 'User';
  return (
    <Paper
      component="li"
      p="sm"
      radius="md"
      withBorder
      maw="90%"
      ml={fromUser ? 'auto' : 0}
      mr={fromUser ? 0 : 'auto'}
      bg={fromUser ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'}
      data-author={message.author}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Group gap="xs" justify="space-between" mb={4}>
        <Text size="xs" fw={700}>
          {messageAuthorLabels[message.author]}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      {fromUser ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
      ) : (
        <Suspense fallback={<LoadingSkeleton label={texts.transcript.answerLoading} shape="part" />}>
          <ChatbotAnswer content={message.content} />
        </Suspense>
      )}
    </Paper>
  );
}

interface TranscriptProps {
  id: number;
  search: ChatbotSearch;
  /** Closes the transcript (after its conversation is deleted too). */
  onClose: () => void;
}

/**
 * The transcript of a conversation: its title, user, case and start, then the messages in their order (the
 * chatbot's answers only through the sanitizer); the conversation is deleted after a confirmation.
 */
export function Transcript({ id, search, onClose }: TranscriptProps) {
  const query = useQuery(conversationQuery(id));
  const remove = useDeleteConversation();
  const headingId = `chatbot-conversation-${id}`;
  // on a phone the transcript is under the list: a conversation opened there comes into view
  const region = useRef<HTMLElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    // stacked under the list (a phone, a narrow window) the transcript would open out of sight: bring it in
    const transcript = region.current;
    if (loaded && transcript && transcript.getBoundingClientRect().top > window.innerHeight)
      transcript.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [loaded]);
  const askRemove = (conversation: ChatbotConversation) =>
    confirmAction({
      title: texts.remove.title,
      message: texts.remove.message(conversation.title),
      confirmLabel: texts.remove.label,
      destructive: true,
      onConfirm: () =>
        remove.mutate(
          { id },
          {
            onSuccess: () => {
              notifySaved(conversation.title, texts.remove.done);
              onClose();
            },
          },
        ),
    });
  return (
    <Paper
      ref={region}
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={query.data ? headingId : undefined}
      aria-label={query.data ? undefined : texts.transcript.messages}
      // brought into view below the sticky header
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}
    >
      <QueryState query={query} notFoundText={texts.transcript.notFound}>
        {query.data && (
          <Stack gap="md">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                  {query.data.title}
                </Title>
                <ButtonLink
                  to="/chatbotConversations"
                  search={{ ...search, conversation: undefined }}
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  leftSection={<IconX size={14} aria-hidden />}
                  style={{ flexShrink: 0 }}
                >
                  {texts.transcript.close}
                </ButtonLink>
              </Group>
              <Group gap="xs" c="dimmed" fz="sm">
                <span>{query.data.user ? fullName(query.data.user) : texts.noUser}</span>
                {query.data.caseId && (
                  <AnchorLink {...staffCaseLink(query.data.caseId, true)} fz="sm" underline="always">
                    {texts.caseLink(query.data.caseId)}
                  </AnchorLink>
                )}
                {query.data.createdAt && <span>{texts.transcript.started(formatDateTime(query.data.createdAt))}</span>}
              </Group>
            </Stack>
            {query.data.messages.length ? (
              <div role="log" aria-label={texts.transcript.messages}>
                <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {query.data.messages.map((message) => (
                    <Message key={message.id} message={message} />
                  ))}
                </Stack>
              </div>
            ) : (
              <Text c="dimmed">{texts.transcript.empty}</Text>
            )}
            <MutationError error={remove.error} />
            <Group justify="flex-end">
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={() => askRemove(query.data)}
              >
                {texts.remove.label}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
