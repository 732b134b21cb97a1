/**
 * The contract's field rules (zod schemas generated from openapi/, `@portal/sdk/zod/<tag>`) with Polish
 * messages: the one source of required fields, lengths, patterns and enums for the forms (through @mantine/form's
 * `schemaResolver`) and for the demo backend's 400 answers. No limit is written by hand anywhere else.
 */
import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { countOf } from '@/copy/plural';
import { validationMessages as text } from '@/copy/validation';

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';
/** A Standard Schema, as @mantine/form's `schemaResolver` takes it. */
type StandardSchema = Parameters<typeof schemaResolver>[0];

/** "1 znak", "3 znaki", "5 znaków": the Polish plural of a rule's limit (copy/plural's, one copy). */
const count = (n: number | bigint, forms: readonly [string, string, string]) => countOf(Number(n), forms);

/** The Polish message of one failed rule. */
export function polishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return text.required;
      return issue.expected === 'number' || issue.expected === 'int' ? text.number : text.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? text.required : text.minLength(count(issue.minimum, text.characters));
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? text.pickOne : text.pickAtLeast(count(issue.minimum, text.items));
      return text.min(String(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return text.maxLength(count(issue.maximum, text.characters));
      if (issue.origin === 'array' || issue.origin === 'set') return text.maxItems(count(issue.maximum, text.items));
      return text.max(String(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return text.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return text.id;
      if (issue.format === 'datetime' || issue.format === 'date') return text.date;
      return text.format;
    case 'invalid_value':
      return isEmpty(issue.input) ? text.required : text.choice;
    default:
      return text.invalid;
  }
}

/** Field path as the API's ValidationProblemDetails names it: `name`, `recipients[0].type`. */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (whole, key) => (typeof key === 'number' ? `${whole}[${key}]` : whole ? `${whole}.${String(key)}` : String(key)),
    '',
  ) || 'body';

/** Messages per field, as ValidationProblemDetails `errors`; empty when the value passes. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value, { error: polishMessage });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[fieldPath(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** The schema as a Standard Schema with the Polish messages (for @mantine/form's `schemaResolver`). */
export function withPolishMessages(schema: z.ZodType): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate(value: unknown) {
        const result = schema.safeParse(value, { error: polishMessage });
        return result.success
          ? { value: result.data }
          : { issues: result.error.issues.map(({ message, path }) => ({ message, path })) };
      },
    },
  };
}

/** Form values as they are sent: strings trimmed, empty ones left out (so a blank required field is missing). */
function asSent(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(asSent);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asSent(field)]));
  return value;
}

/**
 * A @mantine/form `validate` from the contract: the schema's rules checked on the values as they will be sent.
 * `toBody` maps the form's values to the body when their shapes differ (errors are named by the body's fields,
 * which the form's fields share).
 */
export function contractValidation<Values>(schema: z.ZodType, toBody?: (values: Values) => unknown) {
  const resolve = schemaResolver(withPolishMessages(schema), { sync: true });
  return (values: Values) => resolve(asSent(toBody ? toBody(values) : values));
}

/** A field the contract lets be empty but the form does not. */
export const required = <S extends z.ZodType>(schema: S) =>
  schema.refine((value) => value !== undefined && value !== null, { error: text.required });
