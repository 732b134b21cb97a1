/**
 * The notification hub (spec 000 section 7, "Real-time") mocked with MSW so the real @microsoft/signalr client
 * can talk to it: the negotiate call over HTTP, then the SignalR JSON hub protocol over a mocked WebSocket.
 *
 * The protocol lives in a WebSocket extension (msw's `WebSocketExtension`): it frames and parses the
 * 0x1E-separated JSON records, answers the client's handshake with `{}` and its pings with a ping (which also
 * keeps the client's 30 s server timeout from firing), and swallows both, so the connection handlers only see
 * hub messages.
 */
import type { Notification } from '@portal/sdk/model';
import { http, HttpResponse, ws, type AnyHandler, type WebSocketHandlerConnection } from 'msw';
import { WebSocketExtension, type WebSocketData } from 'msw/ws';

/** The SignalR record separator that ends every JSON message. */
const RECORD_SEPARATOR = '\u001e';

/** SignalR hub message types used here (see the hub protocol's `MessageType`). */
const MessageType = { Invocation: 1, Ping: 6 } as const;

/** A hub protocol message: the handshake request has no type, everything else has one. */
export interface HubMessage {
  type: number;
  target?: string;
  arguments?: unknown[];
  [key: string]: unknown;
}

interface HandshakeRequest {
  protocol: string;
  version: number;
}

const isHandshake = (record: unknown): record is HandshakeRequest =>
  typeof record === 'object' && record !== null && 'protocol' in record && !('type' in record);

/** The JSON records of one text frame; binary frames are not part of the JSON protocol. */
function* records(data: WebSocketData): Generator<unknown> {
  if (typeof data !== 'string') return;
  for (const record of data.split(RECORD_SEPARATOR)) {
    if (record.trim() !== '') yield JSON.parse(record);
  }
}

const frame = (message: object) => JSON.stringify(message) + RECORD_SEPARATOR;

/** The server side of the SignalR JSON hub protocol, version 1. */
class SignalRJsonProtocol extends WebSocketExtension<HubMessage> {
  encode(message: HubMessage) {
    return frame(message);
  }

  *decode(data: WebSocketData): Generator<HubMessage> {
    for (const record of records(data)) {
      if (isHandshake(record)) continue;
      const message = record as HubMessage;
      if (message.type === MessageType.Ping) continue;
      yield message;
    }
  }

  *receive(data: WebSocketData): Generator<string> {
    for (const record of records(data)) {
      if (isHandshake(record)) {
        yield record.protocol === 'json' && record.version === 1
          ? frame({})
          : frame({ error: `Requested protocol '${record.protocol}' is not available.` });
      } else if ((record as HubMessage).type === MessageType.Ping) {
        yield frame({ type: MessageType.Ping });
      }
    }
  }
}

const hub = ws.link('*/hubs/notifications', { extensions: [new SignalRJsonProtocol()] });

/**
 * The connected clients. Tracked here rather than read from `hub.clients`, which keeps closed clients in Node
 * (and, in the browser, shares them with other tabs through IndexedDB).
 */
type HubClient = WebSocketHandlerConnection<HubMessage>['client'];
const connectedClients = new Set<HubClient>();

let connectionCount = 0;
/** Until then the hub is down: connection attempts are refused (503), as during a server restart. */
let downUntil = 0;

export const notificationHubHandlers: AnyHandler[] = [
  http.post('*/hubs/notifications/negotiate', () => {
    if (Date.now() < downUntil) return new HttpResponse(null, { status: 503 });
    connectionCount += 1;
    const id = `mock-${connectionCount}-${Math.random().toString(36).slice(2, 10)}`;
    return HttpResponse.json({
      connectionId: id,
      connectionToken: `${id}-token`,
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  }),
  hub.addEventListener('connection', ({ client }) => {
    connectedClients.add(client);
    client.addEventListener('close', () => connectedClients.delete(client));
    // Client invocations (none are expected from the portal) are accepted and ignored.
  }),
];

/** Pushes a notification to every connected client, as the server's `sendNotification` event. */
export function pushNotification(notification: Notification) {
  for (const client of connectedClients) {
    client.send({ type: MessageType.Invocation, target: 'sendNotification', arguments: [notification] });
  }
}

/**
 * Closes every hub connection as a restarting server would (1012), so the clients reconnect; with `downForMs`
 * the hub refuses connections that long (what is pushed meanwhile reaches nobody).
 */
export function dropHubConnections(downForMs = 0) {
  downUntil = Date.now() + downForMs;
  for (const client of connectedClients) client.close(1012, 'Service restart');
  connectedClients.clear();
}

/** How many clients are connected right now. */
export const connectedHubClientCount = () => connectedClients.size;
