import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * A confirmation dialog with the portal's Ok / Anuluj buttons (the app's ModalsProvider names them); `destructive`
 * colours Ok red (deletions).
 */
export function confirmAction({
  title,
  message,
  destructive = false,
  onConfirm,
}: {
  title: string;
  message: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    ...(destructive && { confirmProps: { color: 'red' } }),
    onConfirm,
  });
}
