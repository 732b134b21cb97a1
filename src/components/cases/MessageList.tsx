import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CaseMessage, CaseMessageRecipient } from '@portal/sdk/model';
import { SortDirection } from '@portal/sdk/model';
import { useMemo } from 'react';
import { recipientLabel } from '@/copy/case-labels';
import { formatDateTime } from '@/copy/dates';
import { caseComponentTexts } from './texts';
import { fullName } from '@/copy/people';
import { UserAvatar } from '@/components/users/UserAvatar';
import { wrappingBadge } from '@/components/wrapping-badge';

const texts = caseComponentTexts.messages;

export interface MessageListProps {
  messages: readonly CaseMessage[];
  /** Shown newest first (the default) or oldest first. */
  sortDirection?: SortDirection;
  emptyText?: string;
}

/** Message-list and comment avatar size (spec 000 section 9). */
const AVATAR_SIZE = 30;

/** The comments of a case: author, picture, time, recipient tags and content (spec 000 section 2). */
export function MessageList({
  messages,
  sortDirection = SortDirection.Newest,
  emptyText = texts.empty,
}: MessageListProps) {
  const sorted = useMemo(() => {
    const sign = sortDirection === SortDirection.Newest ? -1 : 1;
    return [...messages].sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
  }, [messages, sortDirection]);

  if (sorted.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  return (
    <Stack component="ul" aria-label={texts.list} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function MessageItem({ message }: { message: CaseMessage }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar person={message.createdBy} size={AVATAR_SIZE} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between">
            <Text fw={600} size="sm">
              {fullName(message.createdBy)}
            </Text>
            <Text c="dimmed" size="xs" component="time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </Text>
          </Group>
          <RecipientTags recipients={message.recipients} />
          {/* plain text: React escapes it; pre-wrap keeps the author's line breaks */}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One tag per recipient: the role (a manager's title) and the person's name when known. */
export function RecipientTags({ recipients }: { recipients: readonly CaseMessageRecipient[] }) {
  if (recipients.length === 0) return null;
  return (
    <Group gap={4} aria-label={texts.recipients}>
      {recipients.map((r, i) => (
        <Badge
          key={`${r.type}-${r.recipientId ?? i}`}
          variant="light"
          color="gray"
          size="sm"
          tt="none"
          styles={wrappingBadge}
        >
          {recipientLabel(r.type, r.recipient)}
        </Badge>
      ))}
    </Group>
  );
}
