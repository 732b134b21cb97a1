import type { Notification } from '@portal/sdk/model';

/** The case a notification is about, if any. */
export function notificationCaseId(notification: Notification): number | undefined {
  switch (notification.kind) {
    case 'Case':
      return notification.case.id;
    case 'CaseMessage':
      return notification.caseMessage.caseId;
    case 'CaseUpdate':
      return notification.caseUpdate.caseId;
    case 'News':
      return undefined;
  }
}
