import { Alert, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { shellTexts } from '@/components/shell/texts';

let listening: () => void;
/** Settles once the app's ModalsProvider listens: `modals.openConfirmModal` is an event, lost when no one does. */
const dialogsReady = new Promise<void>((resolve) => (listening = resolve));

/** Called by the app's dialog host once its ModalsProvider is mounted (src/app/Overlays.tsx). */
export const confirmDialogsListening = () => listening();

/**
 * A confirmation dialog with the portal's Ok / Anuluj buttons (the app's ModalsProvider names them); `confirmLabel`
 * names the confirm button after what it does ("Odrzuć ofertę", "Wyślij") instead of "Ok"; `destructive` colours it
 * red (deletions); `warning` lists, under its intro, what the user should know before going on.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  destructive = false,
  warning,
  onConfirm,
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  destructive?: boolean;
  warning?: { intro: string; items: string[] };
  onConfirm: () => void;
}) {
  // one dialog, one confirmation: a double click on its confirm button (the dialog still fading out) acts once
  let confirmed = false;
  const confirmOnce = () => {
    if (confirmed) return;
    confirmed = true;
    onConfirm();
  };
  // the dialog host loads with the first page; a click that comes first opens the dialog once it is there
  void dialogsReady.then(() =>
    modals.openConfirmModal({
      title,
      children: (
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          {warning && warning.items.length > 0 && (
            <Alert color="orange" variant="light" title={warning.intro}>
              <List size="sm">
                {warning.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      ),
      // a dialog's own labels replace the provider's both: the cancel button keeps its name
      ...(confirmLabel && { labels: { ...shellTexts.confirmLabels, confirm: confirmLabel } }),
      ...(destructive && { confirmProps: { color: 'red' } }),
      onConfirm: confirmOnce,
    }),
  );
}
