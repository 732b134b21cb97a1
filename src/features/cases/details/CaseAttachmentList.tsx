import { Stack, Text, Title } from '@mantine/core';
import type { CaseAttachment, CaseAttachmentsUpload } from '@portal/sdk/model';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { MutationError } from '@/components/MutationError';
import { QueryState } from '@/components/QueryState';
import { AttachmentTable } from '@/features/cases/attachments/AttachmentTable';
import { MultiFileUpload } from '@/features/cases/attachments/MultiFileUpload';
import { caseTexts } from '@/features/cases/texts';
import { optionalDate } from './format';

const texts = caseTexts.attachments;

export interface CaseAttachmentListProps {
  caseId: number;
  /** "Załączniki klienta" / "Załączniki eksperta": the heading and the name of the list's region. */
  label: string;
  files: { data?: CaseAttachment[]; isPending: boolean; error: unknown };
  /** Upload and removal (the side's own files). */
  editable: boolean;
  upload: Pick<
    UseMutationResult<unknown, unknown, { id: number; data: CaseAttachmentsUpload }>,
    'mutate' | 'isPending' | 'error'
  >;
  remove: Pick<UseMutationResult<unknown, unknown, { caseId: number; attachmentId: number }>, 'mutate' | 'error'>;
}

/** One side's case attachments: the list with download (and delete), then the upload of several files. */
export function CaseAttachmentList({ caseId, label, files, editable, upload, remove }: CaseAttachmentListProps) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        {label}
      </Title>
      <MutationError error={remove.error} />
      <QueryState query={files}>
        {files.data?.length ? (
          <AttachmentTable
            label={label}
            rows={files.data}
            minWidth={560}
            columns={[
              { key: 'createdAt', header: texts.createdAt, nowrap: true, value: (a) => optionalDate(a.createdAt) },
            ]}
            remove={
              editable
                ? {
                    title: texts.deleteTitle,
                    message: texts.deleteConfirm,
                    run: (attachment) => remove.mutate({ caseId, attachmentId: attachment.id }),
                  }
                : undefined
            }
          />
        ) : (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
      </QueryState>
      {editable && <MultiFileUpload label={label} upload={upload} toVariables={(data) => ({ id: caseId, data })} />}
    </Stack>
  );
}
