import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MutationError } from '@/components/MutationError';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { caseTexts } from '@/features/cases/texts';

const texts = caseTexts.details.rejection;

export interface RejectionDialogProps {
  opened: boolean;
  sending: boolean;
  /** A refused reason comment (the dialog stays open with the reason). */
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}

/** The rejection reason dialog, 1000 wide (spec 000 section 9). */
export function RejectionDialog({ opened, sending, error: sendError, onCancel, onConfirm }: RejectionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // one reason per click: a double click sends the comment once
  const once = useOneAtATime();

  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };

  const confirm = async () => {
    const text = reason.trim();
    if (!text) {
      setError(texts.reasonRequired);
      return;
    }
    try {
      await onConfirm(text);
      setReason('');
      setError(null);
    } catch {
      // refused: the HTTP layer shows the toast; the dialog stays open with the reason
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={1000}
      title={texts.title}
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      withCloseButton={!sending}
    >
      <Stack>
        <Text size="sm">{texts.intro}</Text>
        <Textarea
          label={texts.reasonLabel}
          required
          rows={3}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (error) setError(null);
          }}
          data-autofocus
        />
        <MutationError error={sendError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={sending}>
            {caseTexts.cancel}
          </Button>
          <Button color="red" onClick={() => once(confirm)} loading={sending}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
