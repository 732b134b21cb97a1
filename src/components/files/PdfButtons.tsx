import { Button, type MantineSize } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { PdfAction } from './use-pdf-file';

export interface PdfButtonLabels {
  open: string;
  download: string;
  /** The buttons' accessible names: the visible words and what the document is. */
  openName: string;
  downloadName: string;
}

/** A document's "open in a new tab" and "download" buttons; the one under way spins, the other waits. */
export function PdfButtons({
  labels,
  pending,
  busy = pending !== null,
  onOpen,
  onDownload,
  size = 'sm',
}: {
  labels: PdfButtonLabels;
  pending: PdfAction | null;
  /** Another file of the same screen is being fetched. */
  busy?: boolean;
  onOpen: () => void;
  onDownload: () => void;
  size?: MantineSize;
}) {
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={<IconExternalLink size={16} aria-hidden />}
        aria-label={labels.openName}
        loading={pending === 'open'}
        disabled={busy && pending !== 'open'}
        onClick={onOpen}
      >
        {labels.open}
      </Button>
      <Button
        variant="light"
        size={size}
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={labels.downloadName}
        loading={pending === 'download'}
        disabled={busy && pending !== 'download'}
        onClick={onDownload}
      >
        {labels.download}
      </Button>
    </>
  );
}
