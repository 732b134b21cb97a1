// Every operation of the contract with a path parameter refuses a value it cannot send (null, undefined, blank,
// a dot segment, a non-finite number) before any network activity, and its query stays disabled, even when the
// caller enables it; every value it sends is encoded as one path segment. Enumerated from the bundled document,
// not sampled.
import { camel, pascal } from '@orval/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import document from '../openapi.json';
import * as sdk from '../src/index';
import { listOperations, type Operation } from '../../scripts/operations';
import { configureSdk } from './configure';
import { MissingPathParameterError } from './errors';
import { isSendablePathValue } from './path-params';

type Callable = (...args: unknown[]) => unknown;
const exported = sdk as unknown as Record<string, Callable | undefined>;
const withPathParams = listOperations(document).filter((operation) => operation.pathParams.length > 0);
const gets = withPathParams.filter((operation) => operation.method === 'get');
const BASE = 'http://localhost';

/** Values no path parameter may take. */
const refused: readonly unknown[] = [
  null,
  undefined,
  '',
  ' ',
  '\t\n',
  '\u00a0',
  NaN,
  Infinity,
  -Infinity,
  '.',
  '..',
  {},
  true,
];
/** Values that are sent, each as one encoded segment. */
const hostile = ['../../Admin/x', '..%2F..%2FAdmin', 'a/b?c#d', ' 12 ', 'ż ółć', '%', '\\..\\x', '...'];

const label = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : typeof value === 'object' && value ? '{}' : String(value);
const argsFor = (operation: Operation, parameter: string, value: unknown) =>
  operation.pathParams.map((name) => (name === parameter ? value : 1));
const queryOptionsOf = (operation: Operation) => exported[`get${pascal(operation.operationId)}QueryOptions`]!;
/** `get<Op>QueryOptions(...pathParams, [queryParams,] options)` with `options.query.enabled` set by the caller. */
const withEnabled = (operation: Operation, args: unknown[], enabled: boolean) => {
  const queryOptions = queryOptionsOf(operation);
  const padded = [...args, ...Array<undefined>(Math.max(0, queryOptions.length - 1 - args.length))];
  return queryOptions(...padded, { query: { enabled } }) as { enabled: unknown };
};
const expectedPath = (operation: Operation, parameter: string, value: string) =>
  operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === parameter ? encodeURIComponent(value) : '1'));

async function outcome(call: () => unknown): Promise<unknown> {
  return Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
}

describe('isSendablePathValue', () => {
  it.each(refused.map((value) => [label(value), value]))('refuses %s', (_, value) => {
    expect(isSendablePathValue(value)).toBe(false);
  });

  it.each([0, 1, -3, 12.5, 'abc', '0', ...hostile].map((value) => [label(value), value]))('accepts %s', (_, value) => {
    expect(isSendablePathValue(value)).toBe(true);
  });
});

describe('path parameters the SDK cannot send are refused before sending', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => configureSdk({ baseUrl: BASE, fetch: fetchSpy }));
  afterEach(() => expect(fetchSpy).not.toHaveBeenCalled());

  it('covers every operation with a path parameter', () => {
    expect(withPathParams.length).toBeGreaterThan(100);
    expect(gets.length).toBeGreaterThan(50);
    for (const { operationId } of withPathParams) expect(typeof exported[camel(operationId)]).toBe('function');
  });

  const cases = withPathParams.flatMap((operation) =>
    operation.pathParams.map((parameter) => [`${operation.operationId}(${parameter})`, operation, parameter] as const),
  );

  it.each(cases)('%s', async (_, operation, parameter) => {
    const call = exported[camel(operation.operationId)]!;
    for (const value of refused) {
      const args = argsFor(operation, parameter, value);
      const error = await outcome(() => call(...args));
      expect(error, label(value)).toBeInstanceOf(MissingPathParameterError);
      expect((error as MissingPathParameterError).parameter).toBe(parameter);
      expect((error as MissingPathParameterError).operationId).toBe(operation.operationId);
      expect((error as Error).message).toContain(parameter);

      if (operation.method === 'get') {
        const queryOptions = queryOptionsOf(operation);
        expect((queryOptions(...args) as { enabled: unknown }).enabled, label(value)).toBe(false);
        // an app-level `enabled` cannot switch it back on
        expect(withEnabled(operation, args, true).enabled, label(value)).toBe(false);
      }
    }
  });
});

describe('every path value is sent encoded, as one segment', () => {
  const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
  beforeEach(() => {
    fetchSpy.mockClear();
    configureSdk({ baseUrl: BASE, fetch: fetchSpy });
  });

  const cases = withPathParams.flatMap((operation) =>
    operation.pathParams.map((parameter) => [`${operation.operationId}(${parameter})`, operation, parameter] as const),
  );

  it.each(cases)('%s', async (_, operation, parameter) => {
    const call = exported[camel(operation.operationId)]!;
    for (const value of [...hostile, 0]) {
      fetchSpy.mockClear();
      await call(...argsFor(operation, parameter, value));
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const sent = String((fetchSpy.mock.calls[0] as unknown[])[0]);
      const expected = expectedPath(operation, parameter, String(value));
      expect(sent.split('?')[0]).toBe(`${BASE}${expected}`);
      // and the URL parser keeps it as it is: no dot segment or separator of the value survives
      expect(new URL(sent).pathname).toBe(expected);
    }
  });

  it.each(gets.map((operation) => [operation.operationId, operation] as const))(
    'the query of %s is enabled for a sendable value, and the caller may still disable it',
    (_, operation) => {
      const queryOptions = queryOptionsOf(operation);
      for (const value of [0, 'abc', '../x']) {
        const args = argsFor(operation, operation.pathParams[0], value);
        expect((queryOptions(...args) as { enabled: unknown }).enabled).toBe(true);
        expect(withEnabled(operation, args, false).enabled).toBe(false);
      }
    },
  );
});
