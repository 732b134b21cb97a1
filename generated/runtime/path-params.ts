import { MissingPathParameterError } from './errors';

/** `.` and `..`, also spelled with `%2e`: the URL parser would resolve them instead of sending them. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a value can stand as one path segment: a finite number, or a string that is neither blank nor a dot
 * segment. Anything else (null, undefined, '', whitespace, NaN, ±Infinity, objects, booleans) is refused.
 */
export function isSendablePathValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim() !== '' && !DOT_SEGMENT.test(value);
  return false;
}

/**
 * Called by every generated URL builder that has path parameters (the generation step inserts the call and uses
 * what it returns in the URL): refuses a value that cannot be sent, naming the parameter, before any request, and
 * encodes each value as one path segment, so `'../../Admin/x'` stays inside its own segment.
 */
export function encodePathParams<TName extends string>(
  operationId: string,
  params: Record<TName, unknown>,
): Record<TName, string> {
  const encoded = {} as Record<TName, string>;
  for (const name of Object.keys(params) as TName[]) {
    const value = params[name];
    if (!isSendablePathValue(value)) throw new MissingPathParameterError(operationId, name, value);
    encoded[name] = encodeURIComponent(String(value));
  }
  return encoded;
}

/**
 * The `enabled` option of every generated query with path parameters (the generation step puts it after the
 * caller's options): disabled while a path value cannot be sent, whatever the caller asks; otherwise the caller's
 * `enabled`, or enabled.
 */
export function pathParamsEnabled<TEnabled>(
  params: Record<string, unknown>,
  enabled: TEnabled | undefined,
): TEnabled | boolean {
  return Object.values(params).every(isSendablePathValue) ? (enabled ?? true) : false;
}
