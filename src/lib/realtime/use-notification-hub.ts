import { notifications } from '@mantine/notifications';
import {
  getGetCaseMessageActivityQueryKey,
  getGetCaseQueryKey,
  getListCaseUpdateHistoryQueryKey,
  getListNotificationsQueryKey,
} from '@portal/sdk';
import type { Notification } from '@portal/sdk/model';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { describeNotification } from '../../copy/notifications';
import { inOrganisationContext } from '../org/organisation';
import { notificationCaseId } from '../notification-case';
import { connectNotificationHub } from './notification-hub';

export interface UseNotificationHubOptions {
  /** Connect only while true (a signed-in user). */
  enabled: boolean;
  baseUrl: string;
  getAccessToken: () => string | null;
}

/**
 * A realtime event invalidates the affected queries rather than patching their data: the bell list and, for a
 * case, the case, its comments and its history. The keys without their paging parameters match every page.
 */
export function invalidateForNotification(queryClient: QueryClient, notification: Notification) {
  const keys: readonly (readonly unknown[])[] = [getListNotificationsQueryKey()];
  const caseId = notificationCaseId(notification);
  const caseKeys =
    caseId === undefined
      ? []
      : [
          getGetCaseQueryKey(caseId),
          getGetCaseMessageActivityQueryKey(caseId),
          getListCaseUpdateHistoryQueryKey(caseId),
        ];
  return Promise.all([...keys, ...caseKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Keeps the notification hub connected while `enabled`; each pushed notification shows a toast (the app's
 * Notifications container limits them to 3 and closes them after 3 s) and refreshes the affected queries.
 */
export function useNotificationHub({ enabled, baseUrl, getAccessToken }: UseNotificationHubOptions) {
  const queryClient = useQueryClient();

  // Effect events: the connection lives across renders, and always reads the latest token getter and client.
  const readAccessToken = useEffectEvent(() => getAccessToken());
  const handleNotification = useEffectEvent((notification: Notification) => {
    notifications.show(describeNotification(notification, inOrganisationContext()));
    void invalidateForNotification(queryClient, notification);
  });

  useEffect(() => {
    if (!enabled) return;
    const hub = connectNotificationHub({
      baseUrl,
      getAccessToken: () => readAccessToken(),
      onNotification: (notification) => handleNotification(notification),
    });
    return () => void hub.stop();
  }, [enabled, baseUrl]);
}
