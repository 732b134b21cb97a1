import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { confirmDialogsListening } from '@/components/confirm';
import { shellTexts } from '@/components/shell/texts';

/**
 * The toasts and the confirmation dialogs. Both are opened through their packages' event APIs
 * (`notifications.show`, `modals.openConfirmModal`), not through React context, so they sit beside the app rather
 * than around it, and their code (dialogs, focus trap, floating elements) loads after the first page.
 */
export default function Overlays() {
  // after the ModalsProvider's own effects: it listens from now on
  useEffect(confirmDialogsListening, []);
  return (
    <>
      {/* spec 000 section 9: toasts 3 s, at most 3 at a time, 65 px from the top */}
      <Notifications position="top-right" limit={3} autoClose={3000} />
      <ModalsProvider labels={shellTexts.confirmLabels} />
    </>
  );
}
