import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Case, CaseAttachment, CasePeriod } from '@portal/sdk/model';
import type { CasePermissions } from '@/features/cases/permissions';
import { AttachmentRow } from './AttachmentRow';
import { AttachmentUpload } from './AttachmentUpload';
import { confirmAction } from '@/components/confirm';
import { caseTexts } from '@/features/cases/texts';
import { MutationError } from '@/components/MutationError';
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

  const confirmDelete = (attachment: CaseAttachment) =>
    confirmAction({
      title: texts.deleteDocumentTitle,
      message: texts.deleteDocumentConfirm(attachment.fileName),
      destructive: true,
      onConfirm: () => remove.mutate({ id: caseId, attachmentId: attachment.id, params }),
    });

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
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns.fileName}</Table.Th>
                <Table.Th>{columns.description}</Table.Th>
                <Table.Th>{columns.type}</Table.Th>
                <Table.Th>{columns.paid}</Table.Th>
                <Table.Th aria-label={caseTexts.actions} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attachments.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  caseId={caseId}
                  attachment={attachment}
                  typeOptions={typeOptions}
                  canSetType={ownSide || permissions.editPeriods}
                  canSetPaid={permissions.clientDocuments || permissions.editPeriods}
                  canDelete={ownSide}
                  onDelete={confirmDelete}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
