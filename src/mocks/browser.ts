import { setupWorker } from 'msw/browser';
import { createDemoHandlers } from './handlers';

/** Demo mode: MSW in the browser answers every /api call. */
export async function startDemoWorker() {
  await setupWorker(...createDemoHandlers()).start({ onUnhandledFrame: 'bypass', quiet: true });
}
