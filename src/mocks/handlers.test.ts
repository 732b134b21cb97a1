import * as generated from '@portal/sdk/mocks';
import type { HttpHandler, RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb } from './db/db';
import { createEvents } from './events';
import { statefulHandlers, tagHandlers } from './handlers';

const operationKey = (handler: RequestHandler) =>
  `${(handler as HttpHandler).info.method} ${String((handler as HttpHandler).info.path)}`;
const pascal = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
/** The generated (faker) handlers of a tag: `getCasesMock()` for `cases`. */
const generatedOf = (tag: string) =>
  (generated as unknown as Record<string, () => RequestHandler[]>)[`get${pascal(tag)}Mock`]();

describe('the stateful handlers', () => {
  const context = { db: createDb(null), events: createEvents() };

  it('sit in the folder of their operation’s tag, one handler per operation', () => {
    for (const [tag, handlers] of Object.entries(tagHandlers)) {
      const operations = new Set(generatedOf(tag).map(operationKey));
      const served = handlers(context).map(operationKey);
      expect(
        served.filter((key) => !operations.has(key)),
        tag,
      ).toEqual([]);
      expect(new Set(served).size, tag).toBe(served.length);
    }
  });

  it('try a literal path segment before a parameter, so none hides an operation it does not serve', () => {
    const stateful = statefulHandlers(context.db) as HttpHandler[];
    const served = new Set(stateful.map(operationKey));
    const others = Object.keys(tagHandlers)
      .concat(['auth', 'calendar-events', 'invoices', 'news', 'settlements', 'offers', 'kpi'])
      .flatMap(generatedOf)
      .filter((handler) => !served.has(operationKey(handler))) as HttpHandler[];
    const pattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
    const hidden = stateful.flatMap((handler) => {
      const matches = pattern(String(handler.info.path).replace(/^\*/, ''));
      return others
        .filter((other) => other.info.method === handler.info.method)
        .filter((other) => matches.test(String(other.info.path).replace(/^\*/, '')))
        .map((other) => `${operationKey(handler)} hides ${operationKey(other)}`);
    });
    // GET and PUT /ApplicationUser/{id} and GET /Settlement/{id} hand a path that is not an id to the faker handlers
    // (users/index.ts, users/profile.ts, settlements/staff.ts)
    const forwarding = [
      'GET */api/ApplicationUser/:id ',
      'PUT */api/ApplicationUser/:id ',
      'GET */api/Settlement/:id ',
    ];
    expect(hidden.filter((text) => !forwarding.some((handler) => text.startsWith(handler)))).toEqual([]);
    const index = (path: string) => stateful.findIndex((handler) => handler.info.path === path);
    expect(index('*/api/Case/all')).toBeLessThan(index('*/api/Case/:id'));
    expect(index('*/api/Product/minimal')).toBeLessThan(index('*/api/Product/:id'));
  });
});
