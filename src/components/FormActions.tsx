import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formActionsTexts } from './texts';

export interface FormActionsProps {
  onCancel: () => void;
  /** The form is being sent: submit shows it, and cancelling waits for the answer. */
  pending: boolean;
  /** "Zapisz" unless given. */
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  /** Cancelling stays possible while the form is sent (it only leaves the page). */
  cancelWhilePending?: boolean;
  /** Why the last save failed, above the buttons (what was typed stays in the form). */
  failure?: ReactNode;
}

/** The footer of a form: why its last save failed, if it did, then "Anuluj" and its submit button. */
export function FormActions({
  onCancel,
  pending,
  submitLabel,
  submitDisabled,
  cancelWhilePending,
  failure,
}: FormActionsProps) {
  const buttons = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending && !cancelWhilePending}>
        {formActionsTexts.cancel}
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled}>
        {submitLabel ?? formActionsTexts.save}
      </Button>
    </Group>
  );
  if (!failure) return buttons;
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" role="alert">
        {failure}
      </Alert>
      {buttons}
    </Stack>
  );
}
