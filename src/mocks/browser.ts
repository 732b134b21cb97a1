import { setupWorker } from 'msw/browser';
import { createAuthGate } from './auth-gate';
import { createDb, DEMO_DB_STORAGE_PREFIX } from './db/db';
import { createDemoControl } from './demo-control';
import { appFilesPassThrough, createDemoBackend } from './handlers';

/** Demo mode: MSW in the browser answers every /api call. Returns the demo's controls. */
export async function startDemoWorker() {
  const db = createDb();
  // another tab saved: take in the collections it changed
  addEventListener('storage', ({ key }) => key?.startsWith(DEMO_DB_STORAGE_PREFIX) && db.reload());
  const authGate = createAuthGate();
  window.portalDemo = createDemoControl(db, authGate);
  const worker = setupWorker(appFilesPassThrough, authGate.handler, ...createDemoBackend(db).handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return window.portalDemo;
}
