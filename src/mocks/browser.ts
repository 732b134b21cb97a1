import { setupWorker } from 'msw/browser';
import { createAuthGate } from './auth-gate';
import { createDb } from './db/db';
import { createDemoControl } from './demo-control';
import { createDemoHandlers } from './handlers';

/** Demo mode: MSW in the browser answers every /api call. Returns the demo's controls. */
export async function startDemoWorker() {
  const db = createDb();
  const authGate = createAuthGate();
  window.portalDemo = createDemoControl(db, authGate);
  await setupWorker(authGate.handler, ...createDemoHandlers(db)).start({ onUnhandledFrame: 'bypass', quiet: true });
  return window.portalDemo;
}
