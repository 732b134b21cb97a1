import { Stack } from '@mantine/core';
import { useListCaseClientAttachments, useListCaseExpertAttachments } from '@portal/sdk';
import {
  useDeleteCaseClientAttachment,
  useDeleteCaseExpertAttachment,
  useUploadCaseClientAttachments,
  useUploadCaseExpertAttachments,
} from '@/features/cases/api';
import type { CasePermissions } from '@/features/cases/permissions';
import { caseTexts } from '@/features/cases/texts';
import { CaseAttachmentList } from './CaseAttachmentList';
import { Section } from './Section';

export interface CaseAttachmentsSectionProps {
  caseId: number;
  permissions: CasePermissions;
}

/**
 * The files of the case outside any accounting period (e.g. those the client sent when reporting it), the client's
 * and the expert's apart. Each side adds and removes its own files, as with the period documents.
 */
export function CaseAttachmentsSection({ caseId, permissions }: CaseAttachmentsSectionProps) {
  const clientFiles = useListCaseClientAttachments(caseId);
  const expertFiles = useListCaseExpertAttachments(caseId);
  const clientUpload = useUploadCaseClientAttachments(caseId);
  const expertUpload = useUploadCaseExpertAttachments(caseId);
  const clientDelete = useDeleteCaseClientAttachment(caseId);
  const expertDelete = useDeleteCaseExpertAttachment(caseId);
  // the client's view leaves out the expert's side while it holds nothing (the client cannot add to it)
  const hideExpertSide = permissions.clientView && !permissions.editPeriods && expertFiles.data?.length === 0;

  return (
    <Section title={caseTexts.attachments.title}>
      <Stack gap="lg">
        <CaseAttachmentList
          caseId={caseId}
          label={caseTexts.attachments.sides.client}
          files={clientFiles}
          editable={permissions.clientDocuments}
          upload={clientUpload}
          remove={clientDelete}
        />
        {!hideExpertSide && (
          <CaseAttachmentList
            caseId={caseId}
            label={caseTexts.attachments.sides.expert}
            files={expertFiles}
            editable={permissions.editPeriods}
            upload={expertUpload}
            remove={expertDelete}
          />
        )}
      </Stack>
    </Section>
  );
}
