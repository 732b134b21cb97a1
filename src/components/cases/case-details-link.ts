import type { UserRole } from '@portal/sdk/model';
import { linkOptions } from '@tanstack/react-router';

/**
 * The case details route of each role (spec 000 section 2: client → client's case details, manager →
 * manager's client case details, expert employee → expert's case details, admin → admin case details).
 * Not in the spec, chosen here: patron → patron's client case, expert owner → expert's case details,
 * ambassador → no case screen.
 */
const caseDetailsByRole = {
  Client: (id: number) => linkOptions({ to: '/yourCases/$id', params: { id } }),
  Manager: (id: number) => linkOptions({ to: '/managerClientsCases/$id', params: { id } }),
  ExpertEmployee: (id: number) => linkOptions({ to: '/expertCases/$id', params: { id } }),
  ExpertOwner: (id: number) => linkOptions({ to: '/expertCases/$id', params: { id } }),
  Admin: (id: number) => linkOptions({ to: '/cases/$id', params: { id } }),
  Patron: (id: number) => linkOptions({ to: '/patronClientsCases/$id', params: { id } }),
} satisfies Partial<Record<UserRole, unknown>>;

const hasCaseScreen = (role: UserRole): role is keyof typeof caseDetailsByRole => role in caseDetailsByRole;

/** The case details page of `role` for case `id`; undefined for a role with no case screen. */
export const caseDetailsLink = (role: UserRole, id: number) =>
  hasCaseScreen(role) ? caseDetailsByRole[role](id) : undefined;
