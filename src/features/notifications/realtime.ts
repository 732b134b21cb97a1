import { getListNotificationsQueryKey } from '@portal/sdk';
import type { RealtimeRegistration } from '@/lib/realtime/registrations';
import { toastNotification } from './toasts';

const bell = { queryKey: getListNotificationsQueryKey() };

/** Every push is a toast (a burst one toast) and a new item of the bell's list; after a reconnection it is read again. */
export const notificationsRealtime: RealtimeRegistration = {
  announce: toastNotification,
  invalidateOn: () => [bell],
  invalidateOnReconnect: [bell],
};
