/**
 * An answer other than 2xx, a 2xx answer whose body cannot be read (broken JSON; the cause says why), or a request
 * that never got an answer (status 0). 400 and 404 are left to the caller.
 */
export class ApiError<TBody = unknown> extends Error {
  readonly status: number;
  readonly body: TBody;
  readonly method: string;
  readonly url: string;

  constructor(init: { status: number; body: TBody; method: string; url: string; cause?: unknown }) {
    super(`${init.method} ${init.url} failed with status ${init.status}`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }
}

/**
 * Thrown before any network activity when a generated call gets a path parameter it cannot send: null,
 * undefined, a blank string, a dot segment or a number that is not finite.
 */
export class MissingPathParameterError extends Error {
  readonly operationId: string;
  readonly parameter: string;

  constructor(operationId: string, parameter: string, value?: unknown) {
    super(`${operationId}: path parameter "${parameter}" is required, and ${describe(value)} cannot be sent`);
    this.name = 'MissingPathParameterError';
    this.operationId = operationId;
    this.parameter = parameter;
  }
}

const describe = (value: unknown) =>
  typeof value === 'string' ? `the string ${JSON.stringify(value)}` : typeof value === 'object' && value ? 'an object' : String(value);

export const isAbortError = (error: unknown) =>
  error instanceof DOMException ? error.name === 'AbortError' : (error as Error | undefined)?.name === 'AbortError';
