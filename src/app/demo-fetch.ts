/**
 * The demo's calls: sent once its in-browser backend answers (the global fetch, read then, so that MSW sees them),
 * and without credentials. The API is bearer-token only; a call with credentials makes MSW read the page's cookies
 * for each of its several hundred handlers.
 */
export const demoFetch =
  (backend: Promise<unknown>): typeof fetch =>
  (input, init) =>
    // eslint-disable-next-line no-restricted-globals -- the SDK's transport, not a call of a screen
    backend.then(() => fetch(input, { ...init, credentials: 'omit' }));
