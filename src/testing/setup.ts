import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// Mantine needs these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
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
afterEach(() => {
  server.resetHandlers();
  if (typeof window !== 'undefined') {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  }
});
afterAll(() => server.close());
