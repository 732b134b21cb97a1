import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

let listening: () => void;
/** Settles once the app's ModalsProvider listens: `modals.openConfirmModal` is an event, lost when no one does. */
const dialogsReady = new Promise<void>((resolve) => (listening = resolve));

/** Called by the app's dialog host once its ModalsProvider is mounted (src/app/Overlays.tsx). */
export const confirmDialogsListening = () => listening();

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
  // the dialog host loads with the first page; a click that comes first opens the dialog once it is there
  void dialogsReady.then(() =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      ...(destructive && { confirmProps: { color: 'red' } }),
      onConfirm,
    }),
  );
}
