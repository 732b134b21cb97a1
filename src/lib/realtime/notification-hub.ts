/**
 * The notification hub client (spec 000 section 7, "Real-time"): a SignalR connection to `/hubs/notifications`
 * with the access token, automatic reconnection and the `sendNotification` event. No React here: see
 * `use-notification-hub.ts`.
 */
import {
  HubConnectionBuilder,
  HubConnectionState,
  JsonHubProtocol,
  LogLevel,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import type { Notification } from '@portal/sdk/model';

export { HubConnectionState };

export const notificationHubPath = '/hubs/notifications';

/** The server-to-client event that carries one notification. */
export const notificationEvent = 'sendNotification';

/** SignalR's own default reconnect delays; after the last one fails, the connection starts over (below). */
const defaultReconnectDelaysMs = [0, 2_000, 10_000, 30_000];
const defaultStartRetryDelayMs = 5_000;

export interface NotificationHubOptions {
  /** The API origin (`''` for the page's own origin). */
  baseUrl: string;
  /** The current access token, read on every (re)connection; `null` sends none. */
  getAccessToken: () => string | null | Promise<string | null>;
  onNotification: (notification: Notification) => void;
  onStateChange?: (state: HubConnectionState) => void;
  /** Delays of the automatic reconnection after a lost connection. */
  reconnectDelaysMs?: number[];
  /** Delay before starting again when a start fails or the reconnection gives up. */
  startRetryDelayMs?: number;
  /** SignalR's console logging (default: warnings and errors). */
  logLevel?: LogLevel;
}

export interface NotificationHubConnection {
  stop(): Promise<void>;
  state(): HubConnectionState;
}

export function connectNotificationHub(options: NotificationHubOptions): NotificationHubConnection {
  const {
    baseUrl,
    getAccessToken,
    onNotification,
    onStateChange,
    reconnectDelaysMs = defaultReconnectDelaysMs,
    startRetryDelayMs = defaultStartRetryDelayMs,
    logLevel = LogLevel.Warning,
  } = options;

  // `WebSocket` is a real option of SignalR's HttpConnection that its published typings leave out. Give it the
  // platform's WebSocket (browsers, Node 22): under Node, SignalR would otherwise pick the `ws` package, which
  // neither MSW nor a test can see. In the browser this is what SignalR picks anyway.
  const httpOptions: IHttpConnectionOptions & { WebSocket?: typeof globalThis.WebSocket } = {
    accessTokenFactory: async () => (await getAccessToken()) ?? '',
  };
  if (typeof globalThis.WebSocket !== 'undefined') httpOptions.WebSocket = globalThis.WebSocket;

  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl.replace(/\/+$/, '')}${notificationHubPath}`, httpOptions)
    .withHubProtocol(new JsonHubProtocol())
    .withAutomaticReconnect(reconnectDelaysMs)
    .configureLogging(logLevel)
    .build();

  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastState: HubConnectionState | undefined;

  const reportState = () => {
    if (connection.state === lastState) return;
    lastState = connection.state;
    onStateChange?.(connection.state);
  };

  const scheduleStart = () => {
    clearTimeout(retryTimer);
    if (!stopped) retryTimer = setTimeout(() => void start(), startRetryDelayMs);
  };

  const start = async () => {
    retryTimer = undefined;
    if (stopped || connection.state !== HubConnectionState.Disconnected) return;
    const starting = connection.start();
    reportState();
    try {
      await starting;
    } catch {
      // The server is unreachable or refused the connection: try again later (SignalR logs the reason).
      scheduleStart();
    }
    reportState();
  };

  // A block body: a handler that returns a value would answer as a client result, which the server does not expect.
  connection.on(notificationEvent, (notification: Notification) => {
    onNotification(notification);
  });
  connection.onreconnecting(reportState);
  connection.onreconnected(reportState);
  connection.onclose(() => {
    reportState();
    // Closed without stop(): the automatic reconnection gave up, so start over.
    scheduleStart();
  });

  void start();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await connection.stop();
      reportState();
    },
    state: () => connection.state,
  };
}
