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
  const buttons = [
    { action: 'open', Icon: IconExternalLink, label: labels.open, name: labels.openName, onClick: onOpen },
    { action: 'download', Icon: IconDownload, label: labels.download, name: labels.downloadName, onClick: onDownload },
  ] as const;
  return buttons.map(({ action, Icon, label, name, onClick }) => (
    <Button
      key={action}
      variant="light"
      size={size}
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={name}
      loading={pending === action}
      disabled={busy && pending !== action}
      onClick={onClick}
    >
      {label}
    </Button>
  ));
}
