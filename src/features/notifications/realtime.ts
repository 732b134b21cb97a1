import { getListNotificationsQueryKey } from '@portal/sdk';
import { describeNotification } from '@/copy/notifications';
import type { RealtimeRegistration } from '@/lib/realtime/registrations';
import { inOrganisationContext } from '@/lib/org/organisation';

const bell = { queryKey: getListNotificationsQueryKey() };

/** Every push is a toast and a new item of the bell's list; after a reconnection the list is read again. */
export const notificationsRealtime: RealtimeRegistration = {
  toast: (notification) => describeNotification(notification, inOrganisationContext()),
  invalidateOn: () => [bell],
  invalidateOnReconnect: [bell],
};
