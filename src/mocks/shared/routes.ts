import type { HttpHandler, RequestHandler } from 'msw';

/** A handler's path as sort keys; a parameter sorts after every literal segment. */
const keysOf = (handler: RequestHandler) =>
  String((handler as HttpHandler).info.path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '\uffff' : segment));

function compareKeys(a: string[], b: string[]) {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length - b.length;
}

/**
 * The handlers in the order MSW should try them: where two paths can match the same URL, the one with a literal
 * segment comes first (`/Case/all` before `/Case/:id`), so the order of the tags and of their handlers is free.
 */
export const bySpecificity = <T extends RequestHandler>(handlers: T[]): T[] =>
  handlers
    .map((handler) => ({ handler, keys: keysOf(handler) }))
    .sort((a, b) => compareKeys(a.keys, b.keys))
    .map(({ handler }) => handler);
