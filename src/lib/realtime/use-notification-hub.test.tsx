import type { Notification } from '@portal/sdk/model';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectedHubClientCount, dropHubConnections, notificationHubHandlers, pushNotification } from '@/mocks/hub';
import { server } from '@/testing/server';
import type { RealtimeRegistration } from './registrations';
import { useNotificationHub } from './use-notification-hub';

const news: Notification = {
  id: 1,
  createdAt: '2026-11-20T10:00:00Z',
  isRead: false,
  role: 'Client',
  news: { id: 5, title: 'Zmiany w VAT' },
};

/** A query the registration refreshes, counting its fetches, and the hook connected to the mocked hub. */
function connect(registration: RealtimeRegistration, backend?: () => Promise<unknown>) {
  const fetches = { count: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  function Page() {
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the count is what the test observes, not a key
    useQuery({ queryKey: ['watched'], queryFn: () => ++fetches.count });
    useNotificationHub({
      enabled: true,
      baseUrl: 'http://localhost',
      getAccessToken: () => 'token',
      registrations: [registration],
      backend,
    });
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { fetches, unmount: view.unmount };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  dropHubConnections();
});

describe('useNotificationHub', () => {
  it('connects only once the backend can answer', async () => {
    server.use(...notificationHubHandlers);
    let started!: () => void;
    const { unmount } = connect({ invalidateOn: () => [] }, () => new Promise<void>((resolve) => (started = resolve)));
    stop = unmount;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connectedHubClientCount()).toBe(0);
    started();
    await vi.waitFor(() => expect(connectedHubClientCount()).toBe(1));
  });

  it('a push refreshes what the registrations name for it (and only that), once it arrives', async () => {
    server.use(...notificationHubHandlers);
    const invalidateOn = vi.fn(() => [{ queryKey: ['watched'] }]);
    const { fetches, unmount } = connect({ invalidateOn });
    stop = unmount;
    await vi.waitFor(() => expect(connectedHubClientCount()).toBe(1));
    expect(fetches.count).toBe(1);

    pushNotification(news);
    await vi.waitFor(() => expect(fetches.count).toBe(2));
    expect(invalidateOn).toHaveBeenCalledWith(news);
  });

  it('after the hub reconnects, the registered queries are fetched again (pushes missed meanwhile appear)', async () => {
    server.use(...notificationHubHandlers);
    const { fetches, unmount } = connect({ invalidateOnReconnect: [{ queryKey: ['watched'] }] });
    stop = unmount;
    await vi.waitFor(() => expect(connectedHubClientCount()).toBe(1));
    expect(fetches.count).toBe(1);

    dropHubConnections();
    await vi.waitFor(() => expect(fetches.count).toBe(2));
    expect(connectedHubClientCount()).toBe(1);
  });
});
