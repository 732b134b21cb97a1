import type { Notification } from '@portal/sdk/model';
import { linkOptions } from '@tanstack/react-router';
import { caseDetailsLink } from '@/components/cases/case-details-link';
import { notificationCaseId } from '@/lib/notification-case';

/**
 * Where a click on a notification goes, decided as the spec's app decides it: a notification with `news` opens the
 * news item; any other opens the case it names in the case details screen of the notification's `role`. Nothing
 * (undefined) when it names neither, or the role has no case screen.
 */
export function notificationTarget(notification: Notification) {
  if (notification.news) return linkOptions({ to: '/news/$id', params: { id: notification.news.id } });
  const caseId = notificationCaseId(notification);
  return caseId === undefined ? undefined : caseDetailsLink(notification.role, caseId);
}
