import { setupWorker } from 'msw/browser';
import { createDb } from './db/db';
import { createDemoControl } from './demo-control';
import { createDemoHandlers } from './handlers';

/** Demo mode: MSW in the browser answers every /api call. */
export async function startDemoWorker() {
  const db = createDb();
  window.portalDemo = createDemoControl(db);
  await setupWorker(...createDemoHandlers(db)).start({ onUnhandledFrame: 'bypass', quiet: true });
}
