import { Checkbox, Select, type ComboboxItem } from '@mantine/core';
import type { CaseAttachment } from '@portal/sdk/model';
import { mutationErrorText } from '@/components/MutationError';
import { useMarkCaseAttachmentPaid, useSetCaseAttachmentType } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';

// The controls of a period document's row: each shows its change while it is saved, and says in place if it failed.

const texts = caseTexts.attachments;

export function DocumentTypeCell({
  caseId,
  attachment,
  options,
  editable,
}: {
  caseId: number;
  attachment: CaseAttachment;
  options: ComboboxItem[];
  editable: boolean;
}) {
  const setType = useSetCaseAttachmentType(caseId);
  const saved = attachment.casePeriodAttachmentType;
  return (
    <Select
      aria-label={texts.typeOf(attachment.fileName)}
      size="xs"
      miw={{ base: 104, sm: 160 }}
      data={options}
      value={
        setType.isPending
          ? String(setType.variables.data.casePeriodAttachmentType)
          : saved === null || saved === undefined
            ? null
            : String(saved)
      }
      placeholder={texts.typePlaceholder}
      allowDeselect={false}
      disabled={!editable || setType.isPending}
      error={mutationErrorText(setType.error)}
      onChange={(value) =>
        value &&
        setType.mutate({
          attachmentId: attachment.id,
          data: { type: attachment.type, casePeriodAttachmentType: Number(value) },
        })
      }
    />
  );
}

export function DocumentPaidCell({
  caseId,
  attachment,
  editable,
}: {
  caseId: number;
  attachment: CaseAttachment;
  editable: boolean;
}) {
  const markPaid = useMarkCaseAttachmentPaid(caseId);
  return (
    <Checkbox
      aria-label={texts.paidOf(attachment.fileName)}
      checked={markPaid.isPending ? markPaid.variables.data.paid : attachment.paid}
      disabled={!editable || markPaid.isPending}
      error={mutationErrorText(markPaid.error)}
      onChange={(event) => markPaid.mutate({ id: attachment.id, data: { paid: event.currentTarget.checked } })}
    />
  );
}
