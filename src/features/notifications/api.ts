import { getListNotificationsQueryKey, useMarkNotificationsRead } from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// The user's notifications: marking them read refreshes the bell and the list.

export const useMarkAllRead = refreshing(useMarkNotificationsRead, () => [getListNotificationsQueryKey()]);
