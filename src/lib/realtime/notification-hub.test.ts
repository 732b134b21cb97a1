import { HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { Notification } from '@portal/sdk/model';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectedHubClientCount, dropHubConnections, notificationHubHandlers, pushNotification } from '@/mocks/hub';
import { server } from '@/testing/server';
import { connectNotificationHub, type NotificationHubConnection } from './notification-hub';

const news = (id: number, title: string): Notification => ({
  id,
  createdAt: '2024-05-01T10:00:00Z',
  isRead: false,
  role: 'Client',
  news: { id: 100 + id, title },
});

const caseUpdate: Notification = {
  id: 2,
  createdAt: '2024-05-02T08:30:00Z',
  isRead: false,
  role: 'Client',
  caseUpdate: {
    caseId: 42,
    caseName: 'Kredyt frankowy',
    createdBy: { firstName: 'Anna', lastName: 'Kowalska', profileImageId: null },
    changedValueName: 'Status',
    oldValue: 'New',
    newValue: 'InProgress',
    milestoneName: null,
  },
};

let hub: NotificationHubConnection | undefined;

afterEach(async () => {
  await hub?.stop();
  hub = undefined;
  dropHubConnections();
});

function connect(overrides: { getAccessToken?: () => string | null } = {}) {
  const received: Notification[] = [];
  const states: HubConnectionState[] = [];
  hub = connectNotificationHub({
    baseUrl: 'http://localhost',
    getAccessToken: overrides.getAccessToken ?? (() => 'test-token'),
    onNotification: (n) => received.push(n),
    onStateChange: (s) => states.push(s),
    reconnectDelaysMs: [0, 50, 100],
    startRetryDelayMs: 100,
    // The dropped and refused connections below are expected; keep SignalR's console quiet.
    logLevel: LogLevel.None,
  });
  return { hub, received, states };
}

const connected = (connection: NotificationHubConnection) =>
  vi.waitFor(() => {
    expect(connection.state()).toBe(HubConnectionState.Connected);
    expect(connectedHubClientCount()).toBe(1);
  });

describe('connectNotificationHub against the mocked hub', () => {
  it('delivers a pushed notification with its data', async () => {
    server.use(...notificationHubHandlers);
    const { hub, received, states } = connect();
    await connected(hub);

    pushNotification(news(1, 'Zmiany w VAT'));
    pushNotification(caseUpdate);

    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([news(1, 'Zmiany w VAT'), caseUpdate]);
    expect(states).toEqual([HubConnectionState.Connecting, HubConnectionState.Connected]);
  });

  it('sends the access token', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      // Observes the negotiate call and falls through to the hub's own handler.
      http.post('*/hubs/notifications/negotiate', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
      }),
      ...notificationHubHandlers,
    );
    let token = 'first-token';
    const { hub } = connect({ getAccessToken: () => token });
    await connected(hub);
    expect(authorizations).toEqual(['Bearer first-token']);

    // The token is read again on reconnection.
    token = 'renewed-token';
    dropHubConnections();
    await connected(hub);
    expect(authorizations).toEqual(['Bearer first-token', 'Bearer renewed-token']);
  });

  it('reconnects by itself after the server drops the connection and receives new pushes', async () => {
    server.use(...notificationHubHandlers);
    const { hub, received, states } = connect();
    await connected(hub);

    dropHubConnections();
    await vi.waitFor(() => expect(states).toContain(HubConnectionState.Reconnecting));
    await connected(hub);
    expect(states).toEqual([
      HubConnectionState.Connecting,
      HubConnectionState.Connected,
      HubConnectionState.Reconnecting,
      HubConnectionState.Connected,
    ]);

    pushNotification(news(3, 'Po ponownym połączeniu'));
    await vi.waitFor(() => expect(received).toEqual([news(3, 'Po ponownym połączeniu')]));
  });

  it('keeps trying to start while the hub is unreachable', async () => {
    let negotiations = 0;
    server.use(
      http.post('*/hubs/notifications/negotiate', () => {
        negotiations += 1;
        // Unavailable twice, then the hub's own handler answers.
        if (negotiations <= 2) return new Response(null, { status: 503 });
      }),
      ...notificationHubHandlers,
    );
    const { hub, received } = connect();
    await connected(hub);
    expect(negotiations).toBe(3);

    pushNotification(news(4, 'W końcu'));
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });

  it('stops for good', async () => {
    server.use(...notificationHubHandlers);
    const { hub, states } = connect();
    await connected(hub);
    await hub.stop();
    expect(hub.state()).toBe(HubConnectionState.Disconnected);
    expect(states.at(-1)).toBe(HubConnectionState.Disconnected);
    await vi.waitFor(() => expect(connectedHubClientCount()).toBe(0));
  });
});

describe('the mocked hub speaks the SignalR JSON protocol', () => {
  it('answers the handshake with {} and a ping with a ping, and frames pushes as invocations', async () => {
    server.use(...notificationHubHandlers);
    const socket = new WebSocket('ws://localhost/hubs/notifications?id=raw');
    const frames: string[] = [];
    socket.addEventListener('message', (event) => frames.push(String(event.data)));
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));

    socket.send('{"protocol":"json","version":1}\u001e');
    await vi.waitFor(() => expect(frames).toEqual(['{}\u001e']));

    socket.send('{"type":6}\u001e');
    await vi.waitFor(() => expect(frames).toEqual(['{}\u001e', '{"type":6}\u001e']));

    pushNotification(news(5, 'Surowa ramka'));
    await vi.waitFor(() => expect(frames).toHaveLength(3));
    expect(frames[2].endsWith('\u001e')).toBe(true);
    expect(JSON.parse(frames[2].slice(0, -1))).toEqual({
      type: 1,
      target: 'sendNotification',
      arguments: [news(5, 'Surowa ramka')],
    });
    socket.close();
  });
});
