import { Table, Text } from '@mantine/core';
import type { CaseAttachment } from '@portal/sdk/model';
import { AttachmentActions } from '@/features/cases/attachments/AttachmentActions';
import { AttachmentFileCells } from '@/features/cases/attachments/AttachmentFileCells';
import { useAttachmentDownload } from '@/features/cases/attachments/download';
import { caseTexts } from '@/features/cases/texts';
import { MutationError } from '@/components/MutationError';
import { optionalDate } from './format';

export interface CaseAttachmentRowProps {
  attachment: CaseAttachment;
  /** Given when the viewer may remove the file (it asks for confirmation first). */
  onDelete?: (attachment: CaseAttachment) => void;
}

/** One case attachment: name, description, date added, download and delete. */
export function CaseAttachmentRow({ attachment, onDelete }: CaseAttachmentRowProps) {
  const download = useAttachmentDownload();
  return (
    <>
      <Table.Tr>
        <AttachmentFileCells attachment={attachment} />
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {optionalDate(attachment.createdAt) ?? caseTexts.emptyValue}
          </Text>
        </Table.Td>
        <Table.Td>
          <AttachmentActions attachment={attachment} download={download} onDelete={onDelete} />
        </Table.Td>
      </Table.Tr>
      {download.error ? (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <MutationError error={download.error} fallback={caseTexts.attachments.downloadFailed} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
