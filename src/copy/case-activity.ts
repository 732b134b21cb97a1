import type { ParticipantRole, PersonName } from '@portal/sdk/model';
import { participantLabels } from './case-labels';

/** A participant as comments and history entries name them (a manager may carry a title). */
export type Participant = PersonName & { managerTitle?: { name: string } | null };

/** "klient", "ekspert", "opiekun"; a manager by their title, else "manager" (spec 000 section 6). */
export const participantRoleLabel = (type: ParticipantRole, managerTitle?: string | null): string =>
  type === 'Manager' && managerTitle ? managerTitle : participantLabels[type];

/** "Anna Kowalska (klient)"; only the role when nobody is known. */
export function recipientLabel(type: ParticipantRole, person?: Participant | null): string {
  const role = participantRoleLabel(type, person?.managerTitle?.name);
  return person ? `${person.firstName} ${person.lastName} (${role})` : role;
}
