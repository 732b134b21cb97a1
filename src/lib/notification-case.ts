import type { Notification } from '@portal/sdk/model';

/**
 * The four things a notification can be about (spec 000 section 3): it carries exactly one of these members.
 * Nothing else says which: a server may send the other three as null or leave them out.
 */
export const notificationSubjects = ['news', 'case', 'caseMessage', 'caseUpdate'] as const;
export type NotificationSubject = (typeof notificationSubjects)[number];

/** What a notification is about: the subject member that is set, if any. */
export const notificationSubject = (notification: Notification): NotificationSubject | undefined =>
  notificationSubjects.find((subject) => notification[subject] != null);

/** The case a notification is about, if any (from its `case`, `caseMessage` or `caseUpdate`). */
export const notificationCaseId = (notification: Notification): number | undefined =>
  notification.case?.id ?? notification.caseMessage?.caseId ?? notification.caseUpdate?.caseId;
