import { getListNotificationsMockHandler, getMarkNotificationsReadMockHandler } from '@portal/sdk/mocks/notifications';
import type { Notification } from '@portal/sdk/model';
import type { DemoNotification } from '@/mocks/db/types';
import { actingUserId } from '@/mocks/shared/acting-user';
import type { MockContext } from '@/mocks/shared/context';

/** A notification as the API answers (without the demo's `userId`). */
const notificationOf = ({ userId: _userId, ...notification }: DemoNotification) => notification as Notification;

export const notificationsHandlers = ({ db }: MockContext) => {
  const notificationsOf = (userId: number | undefined) =>
    db.notifications.filter((n) => n.userId === userId).map(notificationOf);
  return [
    getListNotificationsMockHandler(({ request }) => notificationsOf(actingUserId(request))),
    getMarkNotificationsReadMockHandler(({ request }) => {
      const userId = actingUserId(request);
      for (const notification of db.notifications) if (notification.userId === userId) notification.isRead = true;
      db.save();
      return notificationsOf(userId);
    }),
  ];
};
