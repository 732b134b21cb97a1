import { Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { Case, CaseAttachment, CasePeriod } from '@portal/sdk/model';
import { MutationError } from '@/components/MutationError';
import { AttachmentTable } from '@/features/cases/attachments/AttachmentTable';
import type { CasePermissions } from '@/features/cases/permissions';
import { caseTexts } from '@/features/cases/texts';
import { AttachmentUpload } from './AttachmentUpload';
import { DocumentPaidCell, DocumentTypeCell } from './DocumentCells';
import { periodParams, type PeriodSide } from './period-state';
import { useAttachmentTypeOptions } from './use-attachment-types';
import {
  useDeleteCasePeriodClientAttachment,
  useDeleteCasePeriodExpertAttachment,
  useSetCaseClientAttachmentCompleted,
  useSetCaseExpertAttachmentCompleted,
} from '@/features/cases/api';

const texts = caseTexts.periods;
const columns = caseTexts.attachments;

export interface PeriodAttachmentsProps {
  side: PeriodSide;
  caseItem: Case;
  period: CasePeriod;
  permissions: CasePermissions;
}

/**
 * The documents one side sent for a period, with the side's "complete" mark and the upload. Each side uploads
 * and deletes its own documents; the expert side also classifies the client's documents and marks either side
 * complete; both sides may mark a document paid.
 */
export function PeriodAttachments({ side, caseItem, period, permissions }: PeriodAttachmentsProps) {
  const caseId = caseItem.id;
  const typeOptions = useAttachmentTypeOptions();
  const ownSide = side === 'client' ? permissions.clientDocuments : permissions.editPeriods;
  const attachments = side === 'client' ? period.clientAttachments : period.expertAttachments;
  const completed = side === 'client' ? period.clientAttachmentsCompleted : period.expertAttachmentsCompleted;
  const params = periodParams(period);

  const clientCompleted = useSetCaseClientAttachmentCompleted(caseId);
  const expertCompleted = useSetCaseExpertAttachmentCompleted(caseId);
  const setCompleted = side === 'client' ? clientCompleted : expertCompleted;
  const clientDelete = useDeleteCasePeriodClientAttachment(caseId);
  const expertDelete = useDeleteCasePeriodExpertAttachment(caseId);
  const remove = side === 'client' ? clientDelete : expertDelete;

  const typeCell = (attachment: CaseAttachment) => (
    <DocumentTypeCell
      caseId={caseId}
      attachment={attachment}
      options={typeOptions}
      editable={ownSide || permissions.editPeriods}
    />
  );
  const paidCell = (attachment: CaseAttachment) => (
    <DocumentPaidCell
      caseId={caseId}
      attachment={attachment}
      editable={permissions.clientDocuments || permissions.editPeriods}
    />
  );

  return (
    <Stack gap="xs" component="section" aria-label={texts.sides[side]}>
      <Group justify="space-between" wrap="wrap">
        <Title order={5}>{texts.sides[side]}</Title>
        <Checkbox
          label={texts.sideCompleted}
          checked={setCompleted.isPending ? setCompleted.variables.params.completedField : completed}
          disabled={!permissions.editPeriods || setCompleted.isPending}
          onChange={(event) =>
            setCompleted.mutate({ id: caseId, params: { ...params, completedField: event.currentTarget.checked } })
          }
        />
      </Group>
      <MutationError error={setCompleted.error ?? remove.error} />
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noDocuments}
        </Text>
      ) : (
        <AttachmentTable
          label={texts.sides[side]}
          rows={attachments}
          minWidth={640}
          columns={[
            { key: 'type', header: columns.type, phone: 'key', cell: typeCell },
            { key: 'paid', header: columns.paid, phone: 'key', cell: paidCell },
          ]}
          remove={
            ownSide
              ? {
                  title: texts.deleteDocumentTitle,
                  message: texts.deleteDocumentConfirm,
                  run: (attachment) => remove.mutate({ id: caseId, attachmentId: attachment.id, params }),
                }
              : undefined
          }
        />
      )}
      {ownSide && (
        <AttachmentUpload
          caseId={caseId}
          period={period}
          side={side}
          typeOptions={typeOptions}
          defaultTypeId={caseItem.accountingAttachmentTypeId}
        />
      )}
    </Stack>
  );
}
