import type { Notification } from '@portal/sdk/model';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { NotificationHubConnection } from './notification-hub';
import { refreshAfterReconnect, refreshForNotification, type RealtimeRegistration } from './registrations';

export interface UseNotificationHubOptions {
  /** Connect only while true (a signed-in user). */
  enabled: boolean;
  baseUrl: string;
  getAccessToken: () => string | null;
  /** What the features do with pushes (src/app/realtime.ts lists them). */
  registrations: readonly RealtimeRegistration[];
  /** Starts what answers the hub, if anything must (the demo's in-browser backend); connects once it settles. */
  backend?: () => Promise<unknown>;
}

/**
 * Keeps the notification hub connected while `enabled`; each pushed notification is announced (the notifications
 * feature's toasts) and refreshes what the features registered.
 * After a reconnection the registered queries are fetched again, so nothing pushed during the drop is missed.
 */
export function useNotificationHub({
  enabled,
  baseUrl,
  getAccessToken,
  registrations,
  backend,
}: UseNotificationHubOptions) {
  const queryClient = useQueryClient();

  // Effect events: the connection lives across renders, and always reads the latest token getter and client.
  const readAccessToken = useEffectEvent(() => getAccessToken());
  const handleNotification = useEffectEvent((notification: Notification) => {
    for (const registration of registrations) registration.announce?.(notification);
    void refreshForNotification(queryClient, registrations, notification);
  });
  const handleReconnect = useEffectEvent(() => void refreshAfterReconnect(queryClient, registrations));

  useEffect(() => {
    if (!enabled) return;
    let connectedBefore = false;
    let hub: NotificationHubConnection | undefined;
    let ended = false;
    // SignalR loads with the first signed-in page, not with the app's first JavaScript
    const backendReady = Promise.resolve(backend?.()).catch(() => undefined);
    void Promise.all([import('./notification-hub'), backendReady]).then(
      ([{ connectNotificationHub, HubConnectionState }]) => {
        if (ended) return;
        hub = connectNotificationHub({
          baseUrl,
          getAccessToken: () => readAccessToken(),
          onNotification: (notification) => handleNotification(notification),
          onStateChange: (state) => {
            if (state !== HubConnectionState.Connected) return;
            if (connectedBefore) handleReconnect();
            connectedBefore = true;
          },
        });
      },
    );
    return () => {
      ended = true;
      void hub?.stop();
    };
  }, [enabled, baseUrl, backend]);
}
