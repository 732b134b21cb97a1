import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { unsavedChangesTexts as texts } from './texts';

export interface UnsavedChangesGuardProps {
  /** The form holds changes not saved yet (and is not being saved: a save navigates on by itself). */
  dirty: boolean;
}

/**
 * Asks before the user leaves a form with unsaved changes, by a link, the back button or "Anuluj" (the router's
 * navigation blocker), and lets the browser ask before a reload or closing the tab. Render it inside the form.
 */
export function UnsavedChangesGuard({ dirty }: UnsavedChangesGuardProps) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={texts.title}>
      <Stack>
        <Text size="sm">{texts.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {texts.stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {texts.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A form's way out once saved: `markSaved()` first lets the guard go (render it with `dirty={… && !saved}`), then
 * `leave` runs, so the save's own navigation is never asked about.
 */
export function useLeaveOnceSaved(leave: () => void) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) leave();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once saved
  }, [saved]);
  return { saved, markSaved: () => setSaved(true) };
}
