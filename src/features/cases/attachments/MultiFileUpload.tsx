import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, type ComboboxItem } from '@mantine/core';
import type { CaseAttachmentsUpload } from '@portal/sdk/model';
import { uploadCaseClientAttachmentBodyDescriptionMax } from '@portal/sdk/limits/cases';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MutationError } from '@/components/MutationError';
import { caseTexts } from '@/features/cases/texts';
import { joinDescriptions } from './descriptions';
import { FileDropzone } from './FileDropzone';

const texts = caseTexts.attachments.upload;

interface PendingFile {
  key: number;
  file: File;
  description: string;
}

export interface MultiFileUploadProps<TVariables> {
  /** Names the drop zone ("Dodaj pliki: …") and its file input. */
  label: string;
  /** The caller's generated multi-file upload mutation; its own onSuccess refreshes what shows the files. */
  upload: Pick<UseMutationResult<unknown, unknown, TVariables>, 'mutate' | 'isPending' | 'error'>;
  /** The mutation's variables (case id, period …) around the multipart body. */
  toVariables: (data: CaseAttachmentsUpload) => TVariables;
  /** Accounting types of period documents: with options, one common type is chosen for all the files. */
  typeOptions?: ComboboxItem[];
  /** The type preselected (the case's default type of accounting documents). */
  defaultTypeId?: number | null;
}

/**
 * Drag-and-drop upload of several files at once, each with its own description, sent as ONE multipart call (the
 * runtime joins the descriptions with a comma, so a description may not contain one). What the user dropped and
 * typed stays until the server accepts it.
 */
export function MultiFileUpload<TVariables>({
  label,
  upload,
  toVariables,
  typeOptions,
  defaultTypeId,
}: MultiFileUploadProps<TVariables>) {
  const nextKey = useRef(0);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [typeId, setTypeId] = useState<string | null>(
    defaultTypeId === null || defaultTypeId === undefined ? null : String(defaultTypeId),
  );

  const add = (dropped: File[]) =>
    setFiles((current) => [...current, ...dropped.map((file) => ({ key: nextKey.current++, file, description: '' }))]);
  const update = (key: number, description: string) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, description } : item)));
  const remove = (key: number) => setFiles((current) => current.filter((item) => item.key !== key));

  const hasComma = files.some((item) => item.description.includes(','));
  const send = () =>
    upload.mutate(
      toVariables({
        Files: files.map((item) => item.file),
        Descriptions: joinDescriptions(files.map((item) => item.description)),
        CasePeriodAttachmentType: typeOptions && typeId ? Number(typeId) : undefined,
      }),
      { onSuccess: () => setFiles([]) },
    );

  return (
    <Stack gap="xs">
      <FileDropzone label={label} hint={texts.dropzoneHint} onDrop={add} disabled={upload.isPending} />
      {files.length > 0 && (
        <Stack gap="xs">
          {files.map((item) => (
            <Group key={item.key} gap="xs" align="flex-start" wrap="nowrap">
              <IconFile size={18} aria-hidden style={{ marginTop: 8, flexShrink: 0 }} />
              <Text size="sm" mt={6} style={{ minWidth: 0, flex: '0 1 35%', wordBreak: 'break-all' }}>
                {item.file.name}
              </Text>
              <TextInput
                aria-label={texts.fileDescription(item.file.name)}
                placeholder={caseTexts.attachments.description}
                value={item.description}
                maxLength={uploadCaseClientAttachmentBodyDescriptionMax}
                error={item.description.includes(',') ? texts.descriptionComma : undefined}
                onChange={(event) => update(item.key, event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                mt={4}
                aria-label={texts.removeFromList(item.file.name)}
                disabled={upload.isPending}
                onClick={() => remove(item.key)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="xs" align="flex-end" wrap="wrap">
            {typeOptions && (
              <Select
                label={texts.type}
                data={typeOptions}
                value={typeId}
                onChange={setTypeId}
                placeholder={caseTexts.attachments.typePlaceholder}
                clearable
                w={260}
              />
            )}
            <Button
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              disabled={hasComma}
              onClick={send}
            >
              {texts.send(files.length)}
            </Button>
          </Group>
          <MutationError error={upload.error} />
        </Stack>
      )}
    </Stack>
  );
}
