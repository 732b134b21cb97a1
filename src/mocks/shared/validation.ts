/**
 * The contract's field rules for the demo backend: bodies, queries and path values are checked with the zod
 * schemas generated from openapi/ (`@portal/sdk/zod/<tag>`), answering 400 with the Polish messages of
 * src/lib/validation.ts. Handlers write by hand only the rules the contract cannot express (a client must exist…).
 */
import type { z } from 'zod';
import { fieldErrors } from '@/lib/validation';
import { failOn, type FieldErrors } from './answers';
import { jsonBody, searchParams } from './request';

/**
 * A tag's schemas, loaded on the first request that checks one (zod and the schemas are not part of the demo's
 * start): `const schemas = lazySchemas(() => import('@portal/sdk/zod/cases'))`, then `(await schemas()).X`.
 */
export const lazySchemas = <M>(load: () => Promise<M>) => {
  let module: Promise<M> | undefined;
  return () => (module ??= load());
};

/** Messages per field of the rules the contract cannot express (a client must exist…), on a valid value. */
export type Rules<T> = (value: T) => FieldErrors;

/**
 * The value as the schema parses it (defaults applied, unknown fields dropped), once it also passes `rules`;
 * otherwise 400 with the messages of the contract, then of the rules.
 */
export function valid<S extends z.ZodType>(schema: S, value: unknown, rules?: Rules<z.output<S>>): z.output<S> {
  failOn(fieldErrors(schema, value));
  const parsed = schema.parse(value);
  if (rules) failOn(rules(parsed));
  return parsed;
}

/** The JSON body of the request, checked by the schema (and the rules). */
export const validBody = async <S extends z.ZodType>(schema: S, request: Request, rules?: Rules<z.output<S>>) =>
  valid(schema, await jsonBody(request), rules);

interface Def {
  type: string;
  innerType?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The type of a field, through optional, nullable and default: 'number', 'boolean', 'array:number' … */
function fieldType(schema: unknown): string {
  let def = defOf(schema);
  while (def.innerType) def = def.innerType._zod.def;
  return def.type === 'array' && def.element ? `array:${fieldType(def.element)}` : def.type;
}

const typed = (text: string, type: string): unknown => {
  if (type === 'number' && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  // the contract's numeric enumerations (sortDirection: 0 or 1) arrive as text
  if (type === 'enum' && /^\d+$/.test(text)) return Number(text);
  if (type === 'boolean' && /^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
};

/**
 * Text values (a query, path parameters) as the object schema's field types: numbers and booleans parsed,
 * repeated or comma-separated values as arrays. What does not parse stays text, for the schema to refuse.
 */
function typedValues(schema: z.ZodObject, values: (key: string) => string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const texts = values(key);
    if (!texts.length) continue;
    const type = fieldType(field);
    result[key] = type.startsWith('array:')
      ? texts.flatMap((text) => text.split(',')).map((text) => typed(text, type.slice(6)))
      : typed(texts[0], type);
  }
  return result;
}

/** The query of the request, checked by the operation's `<Op>QueryParams` schema (and the rules). */
export const validQuery = <S extends z.ZodObject>(schema: S, request: Request, rules?: Rules<z.output<S>>) => {
  const query = searchParams(request);
  return valid(
    schema,
    typedValues(schema, (key) => query.getAll(key)),
    rules,
  );
};

/** The path parameters of the request, checked by the operation's `<Op>Params` schema. */
export const validParams = <S extends z.ZodObject>(
  schema: S,
  params: Record<string, string | readonly string[] | undefined>,
): z.output<S> =>
  valid(
    schema,
    typedValues(schema, (key) => {
      const value = params[key];
      return value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
    }),
  );
