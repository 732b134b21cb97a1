import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * The demo's in-browser backend, started by the first thing that needs it (an API call, the notification hub, or
 * the start of a signed-in first page): the sign-in page, which calls nothing, does not load it at all. Returns the
 * same start for every caller.
 */
export function onFirstUse<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

/**
 * The demo's calls: sent once its in-browser backend answers (the global fetch, read then, so that MSW sees them),
 * and without credentials. The API is bearer-token only; a call with credentials makes MSW read the page's cookies
 * for each handler it tries. Each call is answered in a task of its own, as answers from a network arrive: a page
 * that asks for six things at once is not blocked while the in-page backend answers all six.
 */
export const demoFetch =
  (backend: () => Promise<unknown>): typeof fetch =>
  (input, init) =>
    backend()
      .then(yieldToBrowser)
      // eslint-disable-next-line no-restricted-globals -- the SDK's transport, not a call of a screen
      .then(() => fetch(input, { ...init, credentials: 'omit' }));
