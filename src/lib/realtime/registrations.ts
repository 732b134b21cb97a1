import type { Notification } from '@portal/sdk/model';
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * What a feature does with the notification hub: which of its queries a pushed notification makes stale, which
 * to fetch again after the hub reconnects (pushes may have been missed meanwhile) and, for the feature that owns
 * notifications, how it tells the user (its toasts). The hub invalidates; it never patches data.
 */
export interface RealtimeRegistration {
  announce?(notification: Notification): void;
  invalidateOn?(notification: Notification): readonly InvalidateQueryFilters[];
  invalidateOnReconnect?: readonly InvalidateQueryFilters[];
}

const invalidate = (queryClient: QueryClient, filters: readonly InvalidateQueryFilters[]) =>
  Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));

/** A pushed notification: what every registration marks stale. */
export const refreshForNotification = (
  queryClient: QueryClient,
  registrations: readonly RealtimeRegistration[],
  notification: Notification,
) =>
  invalidate(
    queryClient,
    registrations.flatMap((r) => r.invalidateOn?.(notification) ?? []),
  );

/** After a reconnection: what every registration fetches again. */
export const refreshAfterReconnect = (queryClient: QueryClient, registrations: readonly RealtimeRegistration[]) =>
  invalidate(
    queryClient,
    registrations.flatMap((r) => r.invalidateOnReconnect ?? []),
  );
