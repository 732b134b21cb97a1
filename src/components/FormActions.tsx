import { Button, Group } from '@mantine/core';
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
}

/** The footer of a form: "Anuluj" and its submit button, at the end of the line. */
export function FormActions({ onCancel, pending, submitLabel, submitDisabled, cancelWhilePending }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending && !cancelWhilePending}>
        {formActionsTexts.cancel}
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled}>
        {submitLabel ?? formActionsTexts.save}
      </Button>
    </Group>
  );
}
