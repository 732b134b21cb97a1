import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { createAuthGate } from './auth-gate';
import { createDb, DEMO_DB_STORAGE_PREFIX } from './db/db';
import { createCallLog, createDemoControl } from './demo-control';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { createDemoBackend } from './handlers';

/**
 * Demo mode: MSW answers the page's API calls and the notification hub inside the page, where they are made (it
 * takes over `fetch` and `WebSocket`). No service worker: the page's own files never pass through MSW, and nothing
 * has to register before the first answer. The Network panel does not list the answered calls;
 * `window.portalDemo.calls()` does. Returns the demo's controls.
 */
export async function startDemoBackend() {
  // the data, the handlers (a few tags at a time) and MSW taking over, each in tasks of their own
  const db = createDb();
  await yieldToBrowser();
  // another tab saved: take in the collections it changed
  addEventListener('storage', ({ key }) => key?.startsWith(DEMO_DB_STORAGE_PREFIX) && db.reload());
  const authGate = createAuthGate();
  const calls = createCallLog();
  const backend = await createDemoBackend(db, yieldToBrowser);
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor(), new WebSocketInterceptor()] })],
    handlers: [authGate.handler, ...backend.handlers],
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
  network.events.on('response:mocked', ({ request, response }) => calls.record(request, response));
  await yieldToBrowser();
  await network.enable();
  // there once the page's calls are answered (scripts wait for it)
  window.portalDemo = createDemoControl(db, authGate, calls, backend.events);
  return window.portalDemo;
}
