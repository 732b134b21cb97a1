import { Text } from '@mantine/core';
import type { CaseAttachment } from '@portal/sdk/model';
import { IconDownload } from '@tabler/icons-react';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { MutationError } from '@/components/MutationError';
import { caseTexts } from '@/features/cases/texts';
import { useAttachmentDownload } from './download';

const texts = caseTexts.attachments;

const fileColumns: ListColumn<CaseAttachment>[] = [
  {
    key: 'fileName',
    header: texts.fileName,
    value: (a) => a.fileName,
    // bold while not opened yet
    cell: (a) => (
      <Text size="sm" fw={a.isNew ? 600 : undefined} style={{ wordBreak: 'break-all' }}>
        {a.fileName}
      </Text>
    ),
  },
  { key: 'description', header: texts.description, value: (a) => a.description },
];

export interface AttachmentTableProps {
  /** The table's accessible name (the list's heading). */
  label: string;
  rows: CaseAttachment[];
  /** The list's own columns after the file's name and description. */
  columns: ListColumn<CaseAttachment>[];
  minWidth: number;
  /** Given to the side that may remove the files: after the confirmation with these words. */
  remove?: { title: string; message: (fileName: string) => string; run: (attachment: CaseAttachment) => void };
}

/** A list of case or period files: name, description, the list's own columns, download and delete named after the file. */
export function AttachmentTable({ label, rows, columns, minWidth, remove }: AttachmentTableProps) {
  const download = useAttachmentDownload();
  return (
    <>
      <MutationError error={download.error} fallback={texts.downloadFailed} />
      <ListTable
        label={label}
        rows={rows}
        rowKey={(a) => a.id}
        minWidth={minWidth}
        phoneLayout="stack"
        verticalSpacing={4}
        columns={[...fileColumns, ...columns]}
        actions={{
          name: (a) => a.fileName,
          buttons: (a) => [
            {
              label: caseTexts.download,
              icon: <IconDownload size={16} aria-hidden />,
              loading: download.pendingId === a.id,
              run: () => void download.start(a),
            },
          ],
          remove:
            remove &&
            ((a) => ({ title: remove.title, message: remove.message(a.fileName), onConfirm: () => remove.run(a) })),
        }}
      />
    </>
  );
}
