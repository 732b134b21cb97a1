import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw';

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

/** The resource of an API path or URL: its first segment after /api/. */
const resourceOf = (path: string) => /\/api\/([^/?#]+)/.exec(path)?.[1];

/**
 * The handlers behind one: a request tries only those of its resource (`Case` for /api/Case/1001), most specific
 * first. Given them all, MSW would parse the URL against each of a few hundred on every call, on the page's thread.
 * Answers nothing where none of them does, so the handlers after this one still get the request.
 */
export function byResource(handlers: RequestHandler[]): RequestHandler {
  const groups = new Map<string, RequestHandler[]>();
  for (const handler of bySpecificity(handlers)) {
    const resource = resourceOf(String((handler as HttpHandler).info.path));
    if (!resource) throw new Error(`${(handler as HttpHandler).info.header}: not an /api/ path`);
    groups.set(resource, [...(groups.get(resource) ?? []), handler]);
  }
  return http.all('*/api/*', ({ request }) => {
    const group = groups.get(resourceOf(new URL(request.url).pathname) ?? '');
    return group && getResponse(group, request);
  });
}
