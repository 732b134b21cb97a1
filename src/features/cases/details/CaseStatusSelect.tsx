import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { Case, CaseMessageRecipientInput, CaseStatus } from '@portal/sdk/model';
import { useState } from 'react';
import { caseStatusOptions } from '../../../copy/case-labels';
import { inOrganisationContext } from '../../../lib/org/organisation';
import { useCurrentProfile } from '../../../lib/auth/use-current-profile';
import { MutationError, mutationErrorText } from '../../../components/MutationError';
import { useCreateCaseMessage, useSetCaseStatus } from '../api';
import { caseTexts } from '../texts';

const texts = caseTexts.details.rejection;

type CaseParticipants = Pick<Case, 'id' | 'clientId' | 'expertId' | 'managers'>;

/**
 * Everyone on the case except the acting user: the client, the expert (if any) and every manager. The API takes
 * a recipient id only for managers (a case has one client and at most one expert).
 */
export function allParticipants(caseItem: CaseParticipants, currentUserId: number | undefined) {
  const recipients: CaseMessageRecipientInput[] = [];
  if (caseItem.clientId !== currentUserId) recipients.push({ type: 'Client' });
  if (caseItem.expertId != null && caseItem.expertId !== currentUserId) recipients.push({ type: 'Expert' });
  for (const manager of caseItem.managers)
    if (manager.id !== currentUserId) recipients.push({ type: 'Manager', recipientId: manager.id });
  return recipients;
}

export interface CaseStatusSelectProps {
  value: CaseStatus;
  /** The case (its participants receive the rejection reason). */
  caseItem: CaseParticipants;
  /** For users who cannot change the status. */
  disabled?: boolean;
  label?: string;
}

/**
 * The case status selector (spec 000 section 4): any status can be picked; choosing "Odrzucona" from another
 * status first asks for a reason, sends it as a comment to all participants and only then changes the status.
 * The shown value is the server's: a refused change (the HTTP layer shows the toast) goes back by itself.
 */
export function CaseStatusSelect({
  value,
  caseItem,
  disabled,
  label = caseTexts.fields.status,
}: CaseStatusSelectProps) {
  const { profile } = useCurrentProfile();
  const setStatus = useSetCaseStatus(caseItem.id);
  const createMessage = useCreateCaseMessage(caseItem.id);
  const [rejecting, setRejecting] = useState(false);

  const changeStatus = (status: CaseStatus) => setStatus.mutate({ id: caseItem.id, params: { status } });

  const reject = async (reason: string) => {
    // the comment first: when it is refused nothing changes and the dialog keeps the reason
    await createMessage.mutateAsync({
      data: { caseId: caseItem.id, content: reason, recipients: allParticipants(caseItem, profile?.id) },
    });
    setRejecting(false);
    changeStatus('Rejected');
  };

  const shown = setStatus.isPending ? setStatus.variables.params.status : value;

  return (
    <>
      <Select
        label={label}
        data={caseStatusOptions(inOrganisationContext())}
        value={shown}
        allowDeselect={false}
        disabled={disabled || setStatus.isPending}
        error={mutationErrorText(setStatus.error)}
        onChange={(next) => {
          if (!next || next === value) return;
          if (next === 'Rejected') setRejecting(true);
          else changeStatus(next as CaseStatus);
        }}
      />
      <RejectionDialog
        opened={rejecting}
        sending={createMessage.isPending}
        error={createMessage.error}
        onCancel={() => setRejecting(false)}
        onConfirm={reject}
      />
    </>
  );
}

interface RejectionDialogProps {
  opened: boolean;
  sending: boolean;
  /** A refused reason comment (the dialog stays open with the reason). */
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}

/** The rejection reason dialog, 1000 wide (spec 000 section 9). */
function RejectionDialog({ opened, sending, error: sendError, onCancel, onConfirm }: RejectionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

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
          <Button color="red" onClick={() => void confirm()} loading={sending}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
