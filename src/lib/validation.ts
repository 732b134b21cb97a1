/**
 * The contract's field rules (zod schemas generated from openapi/, `@portal/sdk/zod/<tag>`) with Polish
 * messages: the one source of required fields, lengths, patterns and enums for the forms (through @mantine/form's
 * `schemaResolver`) and for the demo backend's 400 answers. No limit is written by hand anywhere else.
 */
import type { schemaResolver } from '@mantine/form';
import type { z } from 'zod';

/** A Standard Schema, as @mantine/form's `schemaResolver` takes it. */
type StandardSchema = Parameters<typeof schemaResolver>[0];

type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint, one: string, few: string, many: string) => {
  const value = Number(n);
  const lastTwo = value % 100;
  const last = value % 10;
  const word = value === 1 ? one : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
  return `${value} ${word}`;
};
const characters = (n: number | bigint) => count(n, 'znak', 'znaki', 'znaków');
const items = (n: number | bigint) => count(n, 'pozycję', 'pozycje', 'pozycji');

/** The Polish message of one failed rule. */
export function polishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'To pole jest wymagane';
      return issue.expected === 'number' || issue.expected === 'int' ? 'Podaj liczbę' : 'Nieprawidłowa wartość';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'To pole jest wymagane' : `Minimum ${characters(issue.minimum)}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? 'Wybierz co najmniej jedną pozycję'
          : `Wybierz co najmniej ${items(issue.minimum)}`;
      return `Najmniejsza dozwolona wartość to ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Maksymalnie ${characters(issue.maximum)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Maksymalnie ${items(issue.maximum)}`;
      return `Największa dozwolona wartość to ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Podaj poprawny adres e-mail';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Nieprawidłowy identyfikator';
      if (issue.format === 'datetime' || issue.format === 'date') return 'Podaj poprawną datę';
      return 'Nieprawidłowy format';
    case 'invalid_value':
      return 'Wybierz jedną z dostępnych wartości';
    default:
      return 'Nieprawidłowa wartość';
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

/**
 * The schema as a Standard Schema with the Polish messages, for `validate: schemaResolver(withPolishMessages(s))`
 * of @mantine/form (whose field paths are dotted, as `fieldErrors` gives them).
 */
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
