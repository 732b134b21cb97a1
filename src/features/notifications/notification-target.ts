import type { Notification, UserRole } from '@portal/sdk/model';
import { linkOptions } from '@tanstack/react-router';
import { notificationCaseId } from '../../lib/notification-case';

/**
 * The case details route of each role (spec 000 section 2: client → client's case details, manager →
 * manager's client case details, expert employee → expert's case details, admin → admin case details).
 * Not in the spec, chosen here: patron → patron's client case, expert owner → expert's case details,
 * ambassador → no case screen (the notification opens nothing).
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

/**
 * Where a click on a notification goes, decided as the spec's app decides it: a notification with `news` opens the
 * news item; any other opens the case it names in the case details screen of the notification's `role`. Nothing
 * (undefined) when it names neither, or the role has no case screen.
 */
export function notificationTarget(notification: Notification) {
  if (notification.news) return linkOptions({ to: '/news/$id', params: { id: notification.news.id } });
  const caseId = notificationCaseId(notification);
  if (caseId === undefined || !hasCaseScreen(notification.role)) return undefined;
  return caseDetailsByRole[notification.role](caseId);
}
