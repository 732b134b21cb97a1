import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setCardSdkScript } from '@/lib/card-sdk/load';
import { installCardSdkStandIn } from '@/mocks/card-provider/sdk-stand-in';
import { mediaQueryAnswers } from './media';
import { server } from './server';

// Mantine needs these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= mediaQueryAnswers(() => false);
  // Mantine's combobox scrolls the selected option into view; its autosize Textarea listens for font loading
  Element.prototype.scrollIntoView ??= () => {};
  // the router restores the scroll position; jsdom only logs "not implemented"
  window.scrollTo = () => {};
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// every component test renders the whole app (lazy routes, then data): give queries time on a busy machine
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// the card provider's script: the demo's stand-in, arriving at once (a test may pick another arrival)
if (typeof window !== 'undefined')
  beforeEach(() => {
    delete window.PayU;
    setCardSdkScript(() => installCardSdkStandIn('normal'));
  });
afterEach(() => {
  server.resetHandlers();
  if (typeof window !== 'undefined') {
    cleanup();
    // the toasts' store outlives a render: one left open (a non-closable notice) would show in the next test
    notifications.clean();
    sessionStorage.clear();
    localStorage.clear();
  }
});
afterAll(() => server.close());
