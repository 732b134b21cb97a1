// The demo backend (src/mocks) as a real HTTP server, for the production build in the browser tests: that build
// has no MSW, so its API (VITE_API_BASE_URL) must be a server on another origin, as in production. msw's
// `getResponse` runs the demo's request handlers on each incoming request; CORS as a real API answers it; the
// notification hub speaks just enough of the WebSocket and SignalR protocols for the app to connect.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getResponse, RequestHandler } from 'msw';
import { createAuthGate } from '@/mocks/auth-gate';
import { createDb } from '@/mocks/db/db';
import { createDemoBackend } from '@/mocks/handlers';
import { notificationHubPath } from '@/lib/realtime/notification-hub';

export interface DemoApiServer {
  url: string;
  close(): Promise<void>;
}

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
};

/** What an answer needs of a response, alike in HTTP/1.1 and HTTP/2. */
interface Reply {
  setHeader(name: string, value: string | number): unknown;
  writeHead(status: number, headers?: Record<string, string>): unknown;
  end(): unknown;
  end(body: Buffer | string): unknown;
}

const readBody = async (req: IncomingMessage | Http2ServerRequest) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Serves the demo backend (a fresh seed database) on `host`, answering CORS requests of `allowedOrigins`; given a
 * certificate, over HTTPS and HTTP/2 (the notification hub's WebSocket over HTTP/1.1), as a production API answers.
 */
export async function startDemoApiServer({
  allowedOrigins,
  host = 'localhost',
  tls,
}: {
  allowedOrigins: string[];
  host?: string;
  tls?: { key: Buffer; cert: Buffer };
}): Promise<DemoApiServer> {
  const backend = await createDemoBackend(createDb(null));
  const handlers = [createAuthGate(memoryStorage()).handler, ...backend.handlers].filter(
    (handler): handler is RequestHandler => handler instanceof RequestHandler,
  );

  const answer = async (req: IncomingMessage | Http2ServerRequest, res: Reply) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      // SignalR's negotiate call is sent with credentials
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    try {
      const requestBody = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? req.headers[':authority']}`), {
        method: req.method,
        // (HTTP/2's pseudo-headers, such as :path, are not headers of a request)
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined || name.startsWith(':')
            ? []
            : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
        ),
        body: requestBody,
      });
      const response = (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
      response.headers.forEach((value, name) => res.setHeader(name, value));
      const body = Buffer.from(await response.arrayBuffer());
      // JSON compressed as a production API (or the proxy before it) sends it; files (PDFs, pictures) as they are
      const compress =
        /gzip/.test(String(req.headers['accept-encoding'])) &&
        /json/.test(response.headers.get('content-type') ?? '') &&
        body.length > 1024;
      const sent = compress ? gzipSync(body) : body;
      if (compress) {
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Origin, Accept-Encoding');
      }
      res.setHeader('Content-Length', sent.length);
      res.writeHead(response.status);
      res.end(sent);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  const sockets = new Set<Socket>();
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  server.on('upgrade', (req, socket) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === notificationHubPath) acceptHubConnection(req, socket);
    else socket.destroy();
  });

  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${port}`,
    close: async () => {
      backend.close();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const RECORD_SEPARATOR = '\u001e';
const Opcode = { Text: 0x1, Close: 0x8, Ping: 0x9, Pong: 0xa } as const;

const frame = (opcode: number, payload: Buffer) => {
  const length = payload.length;
  const head =
    length < 126 ? Buffer.from([0x80 | opcode, length]) : Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff]);
  return Buffer.concat([head, payload]);
};

/**
 * A SignalR client on the notification hub: the WebSocket handshake (RFC 6455), then the JSON hub protocol's
 * handshake answered with `{}` and each ping with a ping. Nothing is pushed: the browser tests of the production
 * build check that it connects, not what it is told (the demo's hub, src/mocks/hub.ts, does that).
 */
function acceptHubConnection(req: IncomingMessage, socket: Duplex) {
  const accept = createHash('sha1')
    .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const sendText = (text: string) => socket.write(frame(Opcode.Text, Buffer.from(text)));
  const onText = (text: string) => {
    for (const record of text.split(RECORD_SEPARATOR).filter((r) => r.trim() !== '')) {
      const message = JSON.parse(record) as { protocol?: string; type?: number };
      if (message.protocol !== undefined) sendText(`{}${RECORD_SEPARATOR}`);
      else if (message.type === 6) sendText(`{"type":6}${RECORD_SEPARATOR}`);
    }
  };

  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    // client frames are masked; the hub's messages are small, so 7- and 16-bit lengths suffice
    while (pending.length >= 2) {
      const opcode = pending[0] & 0x0f;
      let length = pending[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (pending.length < 4) return;
        length = pending.readUInt16BE(2);
        offset = 4;
      }
      if (pending.length < offset + 4 + length) return;
      const mask = pending.subarray(offset, offset + 4);
      const payload = Buffer.from(pending.subarray(offset + 4, offset + 4 + length).map((b, i) => b ^ mask[i % 4]));
      pending = pending.subarray(offset + 4 + length);
      if (opcode === Opcode.Text) onText(payload.toString('utf8'));
      else if (opcode === Opcode.Ping) socket.write(frame(Opcode.Pong, payload));
      else if (opcode === Opcode.Close) socket.end(frame(Opcode.Close, payload));
    }
  });
  socket.on('error', () => socket.destroy());
}
