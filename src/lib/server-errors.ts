import type { ValidationProblemDetails } from '@portal/sdk/model';
import { errorStatus } from './http/configure-http';

export interface ServerFieldErrors<F extends string> {
  /** Messages the form can show under one of its fields. */
  fields: Partial<Record<F, string>>;
  /** Messages for fields the form does not have. */
  other: string[];
}

/** `Name`, `$.name`, `caseInput.Name`, `Descriptions[1]` → `name`, `name`, `name`, `descriptions`. */
const fieldKey = (key: string) =>
  key
    .replace(/\[\d+\]/g, '')
    .split('.')
    .filter(Boolean)
    .at(-1)
    ?.toLowerCase() ?? '';

/** `$.Seller.Nip`, `items[0].name` → `seller.nip`, `items.0.name`: the whole path, for forms of nested fields. */
export const nestedFieldKey = (key: string) =>
  key
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .toLowerCase();

/**
 * The field messages of a 400 answer (ValidationProblemDetails, openapi/schemas/common.yaml) mapped onto the
 * form's fields; `aliases` maps a server field name (lower case) to a form field; `keyOf` how a server name is
 * matched (its last part unless given). Undefined for any other failure.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  aliases: Record<string, F> = {},
  keyOf: (key: string) => string = fieldKey,
): ServerFieldErrors<F> | undefined {
  if (errorStatus(error) !== 400) return undefined;
  const body = (error as { body?: ValidationProblemDetails | null }).body;
  const errors = body?.errors ?? {};
  const byKey = new Map<string, F>(formFields.map((field) => [field.toLowerCase(), field]));
  for (const [alias, field] of Object.entries(aliases)) byKey.set(alias.toLowerCase(), field);

  const result: ServerFieldErrors<F> = { fields: {}, other: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const text = (messages ?? []).join(' ');
    if (!text) continue;
    const field = byKey.get(keyOf(key));
    if (field) result.fields[field] = result.fields[field] ? `${result.fields[field]} ${text}` : text;
    else result.other.push(text);
  }
  if (!Object.keys(errors).length && body?.detail) result.other.push(body.detail);
  return result;
}
