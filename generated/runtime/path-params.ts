import { MissingPathParameterError } from './errors';

/**
 * Called by every generated URL builder that has path parameters (the generation step inserts the call),
 * so a request with a missing parameter is refused before it is sent.
 */
export function assertPathParams(operationId: string, params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new MissingPathParameterError(operationId, name);
  }
}
