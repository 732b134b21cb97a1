import { setupWorker } from 'msw/browser';
import { demoHandlers } from './handlers';

/** Demo mode: MSW in the browser answers every /api call. */
export async function startDemoWorker() {
  await setupWorker(...demoHandlers).start({ onUnhandledFrame: 'bypass', quiet: true });
}
