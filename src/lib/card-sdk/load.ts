import { config } from '@/lib/config';
import type { CardSdkEntry } from './types';

/** The provider's script is awaited from 30 ms, each wait twice the last, 300 s at most (spec 000 section 9). */
export const SDK_FIRST_WAIT_MS = 30;
export const SDK_WAIT_LIMIT_MS = 300_000;
/** What the wait ends with when the script never comes (spec 000 section 8). */
export const SDK_TIMEOUT_MESSAGE = 'Timeout';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `get()` once it gives something, looked at after 0, 30, 90, 210 … ms; rejects with "Timeout" after the limit. */
export async function waitForCardSdk<T>(
  get: () => T | undefined,
  { firstWaitMs = SDK_FIRST_WAIT_MS, limitMs = SDK_WAIT_LIMIT_MS } = {},
): Promise<T> {
  let waited = 0;
  for (let wait = firstWaitMs; ; wait *= 2) {
    const value = get();
    if (value) return value;
    if (waited >= limitMs) throw new Error(SDK_TIMEOUT_MESSAGE);
    const step = Math.min(wait, limitMs - waited);
    await sleep(step);
    waited += step;
  }
}

/** Adds the provider's script to the page (the demo and the tests put a stand-in in its place). */
let addScript = () => {
  const script = document.createElement('script');
  script.src = config.cardProvider.sdkUrl;
  script.async = true;
  document.head.append(script);
};
let added = false;

/** The demo's and the tests' stand-in for the provider's script (src/mocks/card-provider/sdk-stand-in.ts). */
export function setCardSdkScript(add: () => void) {
  addScript = add;
  added = false;
}

/**
 * The provider's SDK, its script added on first use (the screens that take card data call this; no other page
 * loads it), then awaited with backoff.
 */
export function loadCardSdk(): Promise<CardSdkEntry> {
  if (!window.PayU && !added) {
    added = true;
    addScript();
  }
  return waitForCardSdk(() => window.PayU);
}
