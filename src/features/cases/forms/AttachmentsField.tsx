import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import { FileDropzone } from '@/features/cases/attachments/FileDropzone';
import { caseTexts } from '@/features/cases/texts';
import type { ReportCaseValues } from './report-case-values';

const texts = caseTexts.forms;

let lastKey = 0;
const nextKey = () => `attachment-${(lastKey += 1)}`;

export interface AttachmentsFieldProps {
  form: UseFormReturnType<ReportCaseValues>;
  disabled?: boolean;
}

/** Several files dropped or picked, each with its own description; a chosen file can be removed before sending. */
export function AttachmentsField({ form, disabled = false }: AttachmentsFieldProps) {
  const attachments = form.values.attachments;
  const add = (files: File[]) =>
    form.setFieldValue('attachments', [
      ...form.getValues().attachments,
      ...files.map((file) => ({ key: nextKey(), file, description: '' })),
    ]);

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {caseTexts.attachments.title}
      </Text>
      <FileDropzone
        label={caseTexts.attachments.title}
        hint={caseTexts.attachments.upload.dropzoneHint}
        onDrop={add}
        disabled={disabled}
      />
      {form.errors.attachments && (
        <Text size="sm" c="red" role="alert">
          {form.errors.attachments}
        </Text>
      )}
      {attachments.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={texts.chosenFiles} p={0} m={0} style={{ listStyle: 'none' }}>
          {attachments.map((attachment, index) => (
            <Group component="li" key={attachment.key} align="flex-start" wrap="nowrap">
              <Text size="sm" w="35%" pt={8} truncate="end" title={attachment.file.name}>
                {attachment.file.name}
              </Text>
              <TextInput
                flex={1}
                aria-label={texts.attachmentDescriptionOf(attachment.file.name)}
                placeholder={texts.attachmentDescription}
                disabled={disabled}
                {...form.getInputProps(`attachments.${index}.description`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                disabled={disabled}
                aria-label={texts.removeAttachment(attachment.file.name)}
                onClick={() => form.removeListItem('attachments', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
