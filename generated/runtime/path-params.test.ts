// Every operation of the contract with a path parameter refuses null/undefined before any network
// activity, and its query stays disabled: enumerated from the bundled document, not sampled.
import { camel, pascal } from '@orval/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import document from '../openapi.json';
import * as sdk from '../src/index';
import { listOperations } from '../../scripts/operations';
import { configureSdk } from './configure';
import { MissingPathParameterError } from './errors';

type Callable = (...args: unknown[]) => unknown;
const exported = sdk as unknown as Record<string, Callable | undefined>;
const withPathParams = listOperations(document).filter((operation) => operation.pathParams.length > 0);
const cases = withPathParams.flatMap((operation) =>
  operation.pathParams.flatMap((parameter) =>
    [null, undefined].map((missing) => ({ operation, parameter, missing })),
  ),
);

describe('path parameters are refused before sending', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => configureSdk({ baseUrl: 'http://localhost', fetch: fetchSpy }));
  afterEach(() => expect(fetchSpy).not.toHaveBeenCalled());

  it('covers every operation with a path parameter', () => {
    expect(withPathParams.length).toBeGreaterThan(100);
    for (const { operationId } of withPathParams) expect(typeof exported[camel(operationId)]).toBe('function');
  });

  it.each(cases.map((c) => [`${c.operation.operationId}(${c.parameter} = ${c.missing})`, c] as const))(
    '%s',
    async (_, { operation, parameter, missing }) => {
      const args = operation.pathParams.map((name) => (name === parameter ? missing : 1));
      const call = exported[camel(operation.operationId)]!;
      const error = await Promise.resolve()
        .then(() => call(...args))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(MissingPathParameterError);
      expect((error as MissingPathParameterError).parameter).toBe(parameter);
      expect((error as Error).message).toContain(parameter);

      if (operation.method === 'get') {
        const queryOptions = exported[`get${pascal(operation.operationId)}QueryOptions`]!;
        expect((queryOptions(...args) as { enabled: unknown }).enabled).toBe(false);
      }
    },
  );
});
