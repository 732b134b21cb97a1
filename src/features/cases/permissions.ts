import type { Case, UserRole } from '@portal/sdk/model';
import { hasAnyRole, isManagerial } from '@/lib/auth/roles';

/**
 * What the acting user may change on a case. The spec says only that editable selectors are disabled for users
 * who cannot edit; the choice here (the server still decides, and every change handles 403):
 * - Admin and Manager: everything.
 * - The case's expert (or any expert owner, who supervises the employees): case status and result, and the
 *   expert side of the accounting periods (status, checklist, summary, send summary, expert documents).
 * - The case's client: the client side of the periods (client documents, mark ready).
 * - Patron and Ambassador: read only (they comment, as everyone does).
 * The case's own client sees the case as a client: not the firm's internal fields (leader, sales person, lead,
 * pricing policy), and what asks something of them first.
 */
export interface CasePermissions {
  /** Product, assignments, agreement, meetings, general data, edit screen. */
  editCase: boolean;
  /** Case status and case result. */
  editStatus: boolean;
  /** Expert side of the accounting periods. */
  editPeriods: boolean;
  /** Client side of the accounting periods. */
  clientDocuments: boolean;
  /** The acting user is the case's client (and not the firm's manager or admin): the client's view of the case. */
  clientView: boolean;
}

export function casePermissions(
  roles: readonly UserRole[],
  userId: number | undefined,
  item: Pick<Case, 'clientId' | 'expertId'>,
): CasePermissions {
  const managerial = isManagerial(roles);
  const isCaseExpert =
    (userId !== undefined && item.expertId === userId && hasAnyRole(roles, ['ExpertEmployee', 'ExpertOwner'])) ||
    roles.includes('ExpertOwner');
  const isCaseClient = userId !== undefined && item.clientId === userId && roles.includes('Client');
  return {
    editCase: managerial,
    editStatus: managerial || isCaseExpert,
    editPeriods: managerial || isCaseExpert,
    clientDocuments: managerial || isCaseClient,
    clientView: isCaseClient && !managerial,
  };
}
