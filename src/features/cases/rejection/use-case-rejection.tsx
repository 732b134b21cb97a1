import type { Case, CaseMessageRecipientInput, CaseStatus } from '@portal/sdk/model';
import { useRef, useState } from 'react';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { useCreateCaseMessage } from '@/features/cases/api';
import { RejectionDialog } from './RejectionDialog';

export type CaseParticipants = Pick<Case, 'id' | 'clientId' | 'expertId' | 'managers'>;

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

/** Spec 000 sections 4 and 5: choosing "Odrzucona" from another status first needs a reason. */
export const needsRejectionReason = (from: CaseStatus, to: CaseStatus) => to === 'Rejected' && from !== 'Rejected';

/**
 * The one way a case gets rejected, whichever control sets the status (the details' selector, an edit form): `ask`
 * opens the reason dialog and resolves to true once the reason went to all participants as a comment, or false
 * when the user cancelled. Only then does the caller change the status. Render `dialog`.
 */
export function useCaseRejection(caseItem: CaseParticipants) {
  const { profile } = useCurrentProfile();
  const createMessage = useCreateCaseMessage(caseItem.id);
  const [opened, setOpened] = useState(false);
  const settle = useRef<(sent: boolean) => void>(undefined);

  const finish = (sent: boolean) => {
    setOpened(false);
    settle.current?.(sent);
    settle.current = undefined;
  };

  const ask = () =>
    new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpened(true);
    });

  const sendReason = async (reason: string) => {
    // the comment first: when it is refused nothing changes and the dialog keeps the reason
    await createMessage.mutateAsync({
      data: { caseId: caseItem.id, content: reason, recipients: allParticipants(caseItem, profile?.id) },
    });
    finish(true);
  };

  const dialog = (
    <RejectionDialog
      opened={opened}
      sending={createMessage.isPending}
      error={createMessage.error}
      onCancel={() => finish(false)}
      onConfirm={sendReason}
    />
  );
  return { ask, dialog };
}
