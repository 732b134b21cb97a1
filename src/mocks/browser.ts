import { setupWorker } from 'msw/browser';
import { createAuthGate } from './auth-gate';
import { createDb } from './db/db';
import { createDemoControl } from './demo-control';
import { createDemoBackend } from './handlers';

/** Demo mode: MSW in the browser answers every /api call. Returns the demo's controls. */
export async function startDemoWorker() {
  const db = createDb();
  const authGate = createAuthGate();
  window.portalDemo = createDemoControl(db, authGate);
  const backend = createDemoBackend(db);
  const worker = setupWorker(authGate.handler, ...backend.handlers);
  worker.events.on('response:mocked', ({ request, response }) => void backend.onMockedResponse({ request, response }));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return window.portalDemo;
}
