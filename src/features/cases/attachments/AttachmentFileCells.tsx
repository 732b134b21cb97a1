import { Table, Text } from '@mantine/core';
import type { CaseAttachment } from '@portal/sdk/model';
import { caseTexts } from '@/features/cases/texts';

/** The file name (bold while not opened yet) and description cells of an attachment row. */
export function AttachmentFileCells({ attachment }: { attachment: CaseAttachment }) {
  return (
    <>
      <Table.Td>
        <Text size="sm" fw={attachment.isNew ? 600 : undefined} style={{ wordBreak: 'break-all' }}>
          {attachment.fileName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={attachment.description ? undefined : 'dimmed'}>
          {attachment.description || caseTexts.emptyValue}
        </Text>
      </Table.Td>
    </>
  );
}
