import { Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

/** A record's file as a list shows it: a paperclip, its name (a long one wraps) and what it is, when said. */
export function AttachmentName({ attachment }: { attachment: { fileName: string; description?: string | null } }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {attachment.fileName}
        </Text>
        {attachment.description && (
          <Text size="xs" c="dimmed">
            {attachment.description}
          </Text>
        )}
      </div>
    </Group>
  );
}
