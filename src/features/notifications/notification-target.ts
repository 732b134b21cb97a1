import type { Notification, UserRole } from '@portal/sdk/model';
import { notificationCaseId } from '../../lib/notification-case';

/**
 * The case details route of each role (spec 000 section 2: client → client's case details, manager →
 * manager's client case details, expert employee → expert's case details, admin → admin case details).
 * Not in the spec, chosen here: patron → patron's client case, expert owner → expert's case details,
 * ambassador → no case screen (the notification opens nothing).
 */
const caseDetailsByRole: Partial<Record<UserRole, (caseId: number) => string>> = {
  Client: (id) => `/yourCases/${id}`,
  Manager: (id) => `/managerClientsCases/${id}`,
  ExpertEmployee: (id) => `/expertCases/${id}`,
  ExpertOwner: (id) => `/expertCases/${id}`,
  Admin: (id) => `/cases/${id}`,
  Patron: (id) => `/patronClientsCases/${id}`,
};

/** Where a click on a notification goes: the news item, or the case details for the notification's role. */
export function notificationTarget(notification: Notification): string | undefined {
  if (notification.kind === 'News') return `/news/${notification.news.id}`;
  const caseId = notificationCaseId(notification);
  return caseId === undefined ? undefined : caseDetailsByRole[notification.role]?.(caseId);
}
