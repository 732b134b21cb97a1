import { Stack, Table, Text, Title } from '@mantine/core';
import type { CaseAttachment, CaseAttachmentsUpload } from '@portal/sdk/model';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryState } from '@/components/QueryState';
import { MultiFileUpload } from '@/features/cases/attachments/MultiFileUpload';
import { confirmAction } from '@/components/confirm';
import { caseTexts } from '@/features/cases/texts';
import { MutationError } from '@/components/MutationError';
import { CaseAttachmentRow } from './CaseAttachmentRow';

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
  const confirmDelete = (attachment: CaseAttachment) =>
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm(attachment.fileName),
      destructive: true,
      onConfirm: () => remove.mutate({ caseId, attachmentId: attachment.id }),
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        {label}
      </Title>
      <MutationError error={remove.error} />
      <QueryState query={files}>
        {files.data?.length ? (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.fileName}</Table.Th>
                  <Table.Th>{texts.description}</Table.Th>
                  <Table.Th>{texts.createdAt}</Table.Th>
                  <Table.Th aria-label={caseTexts.actions} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.data.map((attachment) => (
                  <CaseAttachmentRow
                    key={attachment.id}
                    attachment={attachment}
                    onDelete={editable ? confirmDelete : undefined}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
