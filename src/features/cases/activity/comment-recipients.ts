import type { Case, CaseMessageRecipientInput, ParticipantRole } from '@portal/sdk/model';
import { recipientLabel } from '@/copy/case-labels';

/** One person a comment can be addressed to. */
export interface CommentRecipient {
  /** The form value: "Client", "Expert" or "Manager:<id>". */
  value: string;
  type: ParticipantRole;
  /** The manager's user id (the API names only managers by id). */
  recipientId?: number;
  /** "Anna Kowalska (klient)", "Katarzyna Wiśniewska (Senior Manager)", "Jan Nowak (manager)". */
  label: string;
}

type CaseParticipants = Pick<Case, 'clientId' | 'client' | 'expertId' | 'expert' | 'managers'>;

/**
 * The recipients offered for a comment (spec 000 section 6): the client unless the current user is the client,
 * the expert (if any) unless the current user is the expert, and the case's managers other than the current user.
 */
export function commentRecipients(caseItem: CaseParticipants, currentUserId: number | undefined): CommentRecipient[] {
  const recipients: CommentRecipient[] = [];
  if (caseItem.clientId !== currentUserId)
    recipients.push({ value: 'Client', type: 'Client', label: recipientLabel('Client', caseItem.client) });
  if (caseItem.expertId != null && caseItem.expertId !== currentUserId)
    recipients.push({ value: 'Expert', type: 'Expert', label: recipientLabel('Expert', caseItem.expert) });
  for (const manager of caseItem.managers ?? []) {
    if (manager.id === currentUserId) continue;
    recipients.push({
      value: `Manager:${manager.id}`,
      type: 'Manager',
      recipientId: manager.id,
      label: recipientLabel('Manager', manager),
    });
  }
  return recipients;
}

/** What "send to all" preselects: only the managers (spec 000 section 6). */
export const sendToAllPreselection = (recipients: CommentRecipient[]): string[] =>
  recipients.filter((r) => r.type === 'Manager').map((r) => r.value);

const toInput = ({ type, recipientId }: CommentRecipient): CaseMessageRecipientInput =>
  recipientId === undefined ? { type } : { type, recipientId };

/**
 * The recipients to send. Send-to-all addresses every participant offered (everyone in the case except the current
 * user), although the form shows only the managers preselected.
 */
export function recipientInputs(
  recipients: CommentRecipient[],
  selected: string[],
  sendToAll: boolean,
): CaseMessageRecipientInput[] {
  return recipients.filter((r) => sendToAll || selected.includes(r.value)).map(toInput);
}
