import { Checkbox, Select, Table, type ComboboxItem } from '@mantine/core';
import type { CaseAttachment } from '@portal/sdk/model';
import { AttachmentActions } from '@/features/cases/attachments/AttachmentActions';
import { AttachmentFileCells } from '@/features/cases/attachments/AttachmentFileCells';
import { useAttachmentDownload } from '@/features/cases/attachments/download';
import { MutationError } from '@/components/MutationError';
import { useMarkCaseAttachmentPaid, useSetCaseAttachmentType } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';

const texts = caseTexts.attachments;

export interface AttachmentRowProps {
  caseId: number;
  attachment: CaseAttachment;
  typeOptions: ComboboxItem[];
  canSetType: boolean;
  canSetPaid: boolean;
  canDelete: boolean;
  onDelete: (attachment: CaseAttachment) => void;
}

/** One document of a period: name, description, type, paid flag, download and delete. */
export function AttachmentRow({
  caseId,
  attachment,
  typeOptions,
  canSetType,
  canSetPaid,
  canDelete,
  onDelete,
}: AttachmentRowProps) {
  const setType = useSetCaseAttachmentType(caseId);
  const markPaid = useMarkCaseAttachmentPaid(caseId);
  const download = useAttachmentDownload();
  const name = attachment.fileName;
  const error = setType.error ?? markPaid.error;

  return (
    <>
      <Table.Tr>
        <AttachmentFileCells attachment={attachment} />
        <Table.Td miw={180}>
          <Select
            aria-label={texts.typeOf(name)}
            size="xs"
            data={typeOptions}
            value={
              setType.isPending
                ? String(setType.variables.data.casePeriodAttachmentType)
                : attachment.casePeriodAttachmentType === null || attachment.casePeriodAttachmentType === undefined
                  ? null
                  : String(attachment.casePeriodAttachmentType)
            }
            placeholder={texts.typePlaceholder}
            allowDeselect={false}
            disabled={!canSetType || setType.isPending}
            onChange={(value) =>
              value &&
              setType.mutate({
                attachmentId: attachment.id,
                data: { type: attachment.type, casePeriodAttachmentType: Number(value) },
              })
            }
          />
        </Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={texts.paidOf(name)}
            checked={markPaid.isPending ? markPaid.variables.data.paid : attachment.paid}
            disabled={!canSetPaid || markPaid.isPending}
            onChange={(event) => markPaid.mutate({ id: attachment.id, data: { paid: event.currentTarget.checked } })}
          />
        </Table.Td>
        <Table.Td>
          <AttachmentActions attachment={attachment} download={download} onDelete={canDelete ? onDelete : undefined} />
        </Table.Td>
      </Table.Tr>
      {error || download.error ? (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <MutationError error={error} />
            <MutationError error={download.error} fallback={texts.downloadFailed} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
