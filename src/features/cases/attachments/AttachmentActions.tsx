import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { CaseAttachment } from '@portal/sdk/model';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { caseTexts } from '@/features/cases/texts';
import type { AttachmentDownload } from './download';

export interface AttachmentActionsProps {
  attachment: CaseAttachment;
  /** The row's download (its state shows here, its error in the row). */
  download: AttachmentDownload;
  /** Shown only when given (the side that may change the file). */
  onDelete?: (attachment: CaseAttachment) => void;
}

/** The download and delete buttons of an attachment row, named after the file. */
export function AttachmentActions({ attachment, download, onDelete }: AttachmentActionsProps) {
  const name = attachment.fileName;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={caseTexts.download}>
        <ActionIcon
          variant="subtle"
          aria-label={caseTexts.downloadItem(name)}
          loading={download.isPending}
          onClick={() => void download.start(attachment)}
        >
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
      {onDelete && (
        <Tooltip label={caseTexts.delete}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={caseTexts.deleteItem(name)}
            onClick={() => onDelete(attachment)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
