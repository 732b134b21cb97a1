import { ActionIcon, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { AttachmentName } from './AttachmentName';

/** What the field says (each form names its own record: "Ofertę zapisano…"). */
export interface AttachmentsFieldTexts {
  none: string;
  add: string;
  remove: (name: string) => string;
  description: (name: string) => string;
}

/** A file the record has. */
export interface StoredAttachment {
  id: number;
  fileName: string;
  description?: string | null;
}

/** A file to attach when the record is saved, with what it is. */
export interface NewAttachment {
  file: File;
  description: string;
}

/**
 * A record's files in its form: those it has (each can be removed) and new ones with a description, which the
 * form sends once the record is saved.
 */
export function AttachmentsField({
  existing,
  texts,
  descriptionMax,
  removed,
  onRemove,
  added,
  onChangeAdded,
}: {
  existing: StoredAttachment[];
  texts: AttachmentsFieldTexts;
  /** The contract's longest description of a file (`@portal/sdk/limits/<tag>`). */
  descriptionMax: number;
  removed: number[];
  onRemove: (id: number) => void;
  added: NewAttachment[];
  onChangeAdded: (next: NewAttachment[]) => void;
}) {
  const kept = existing.filter((a) => !removed.includes(a.id));
  return (
    <Stack gap="sm">
      {kept.length === 0 && added.length === 0 && (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      )}
      {kept.map((attachment) => (
        <Group key={attachment.id} justify="space-between" wrap="nowrap">
          <AttachmentName attachment={attachment} />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={texts.remove(attachment.fileName)}
            onClick={() => onRemove(attachment.id)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {added.map((item, index) => (
        <Group key={`${item.file.name}-${index}`} align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={texts.description(item.file.name)}
            maxLength={descriptionMax}
            value={item.description}
            onChange={(event) =>
              onChangeAdded(
                added.map((other, i) => (i === index ? { ...other, description: event.currentTarget.value } : other)),
              )
            }
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={texts.remove(item.file.name)}
            onClick={() => onChangeAdded(added.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <FileButton
          multiple
          onChange={(files) =>
            files.length && onChangeAdded([...added, ...files.map((file) => ({ file, description: '' }))])
          }
        >
          {(props) => (
            <Button variant="light" leftSection={<IconPaperclip size={16} aria-hidden />} {...props}>
              {texts.add}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
