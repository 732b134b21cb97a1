/**
 * The demo's in-browser backend, started by the first thing that needs it (an API call, the notification hub):
 * the sign-in page, which calls nothing, does not load it at all. Returns the same start for every caller.
 */
export function onFirstUse<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

/** Resolves in a task of its own (a macrotask): what follows runs after the browser could paint and handle input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The demo's calls: sent once its in-browser backend answers (the global fetch, read then, so that MSW sees them),
 * and without credentials. The API is bearer-token only; a call with credentials makes MSW read the page's cookies
 * for each handler it tries. Each call is answered in a task of its own, as a network answer comes: the page's
 * dozen first calls are not answered, and rendered, in one long task.
 */
export const demoFetch =
  (backend: () => Promise<unknown>): typeof fetch =>
  (input, init) =>
    backend()
      .then(nextTask)
      // eslint-disable-next-line no-restricted-globals -- the SDK's transport, not a call of a screen
      .then(() => fetch(input, { ...init, credentials: 'omit' }))
      .then(async (response) => {
        await nextTask();
        return response;
      });
