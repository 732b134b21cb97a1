import type { ComboboxData } from '@mantine/core';
import type { z } from 'zod';
import { formatAmount, formatDate } from '@/copy/dates';
import { dictionaryTexts } from './texts';

// A dictionary's record as a list of fields: each field says how it is edited, how it shows in the table, and how
// its value travels between the record, the form and the body the contract checks.

interface FieldBase<K extends string> {
  key: K;
  label: string;
  /** Shown as a column of the list (`false`: only in the form). */
  column?: boolean;
  /** The column stays on a phone (the first column always does). */
  keyColumn?: boolean;
  description?: string;
  /** Marked as required in the form (the contract's rules decide; this only shows it). */
  required?: boolean;
  /** The dialog's first input takes the focus. */
  autoFocus?: boolean;
}

export type DictionaryField<K extends string = string> = FieldBase<K> &
  (
    | { kind: 'text'; multiline?: boolean; maxLength?: number }
    | { kind: 'number'; min?: number; max?: number }
    | { kind: 'money' }
    | { kind: 'boolean'; default?: boolean }
    | { kind: 'date' }
    /** One of the contract's values, shown by the app's Polish label (`copy/`). */
    | { kind: 'enum'; labels: Readonly<Record<string, string>> }
    /** Another dictionary's record by id; `useOptions` loads its choices, `text` names it in the list. */
    | {
        kind: 'reference';
        useOptions: () => ComboboxData;
        text: (record: never) => string | null | undefined;
        /** What an empty choice means ("(bez departamentu)"). */
        placeholder?: string;
        /** The list's height in px (the product picker's 500). */
        dropdownHeight?: number;
      }
    /** An ordered list of texts (moved up and down, added, removed). */
    | { kind: 'list'; itemLabel: string; maxLength?: number }
  );

/** A form value of each kind: inputs hold strings, numbers, booleans and lists; empty is '' or null. */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

type RecordLike = Record<string, unknown>;

/** The form's starting values: the record's, or a new record's empty ones. */
export function initialValues(fields: readonly DictionaryField[], record?: RecordLike): FormValues {
  const value = (field: DictionaryField): FormValue => {
    const stored = record?.[field.key];
    switch (field.kind) {
      case 'text':
        return typeof stored === 'string' ? stored : '';
      case 'number':
      case 'money':
        return typeof stored === 'number' ? stored : '';
      case 'boolean':
        return typeof stored === 'boolean' ? stored : (field.default ?? false);
      case 'date':
        return typeof stored === 'string' ? stored.slice(0, 10) : null;
      case 'enum':
        return typeof stored === 'string' ? stored : null;
      case 'reference':
        return stored === null || stored === undefined ? null : String(stored);
      case 'list':
        return Array.isArray(stored) ? stored.map(String) : [];
    }
  };
  return Object.fromEntries(fields.map((field) => [field.key, value(field)]));
}

/** An empty field is sent as null where the contract takes null (a cleared value), else left out. */
const emptyOf = (schema: z.ZodType | undefined, key: string) =>
  (schema as z.ZodObject | undefined)?.shape?.[key]?.safeParse(null).success ? null : undefined;

/** The body the form sends: numbers as numbers, ids as ids, an empty value as the contract's empty (null or none). */
export function bodyOf(fields: readonly DictionaryField[], values: FormValues, schema?: z.ZodType): RecordLike {
  const value = (field: DictionaryField) => {
    const entered = values[field.key];
    switch (field.kind) {
      case 'text':
        return typeof entered === 'string' && entered.trim() ? entered.trim() : null;
      case 'number':
      case 'money':
        return typeof entered === 'number' ? entered : null;
      case 'reference':
        return entered === null || entered === '' ? null : Number(entered);
      case 'list':
        return (entered as string[]).map((item) => item.trim()).filter(Boolean);
      default:
        return entered === '' ? null : entered;
    }
  };
  return Object.fromEntries(
    fields.map((field) => {
      const sent = value(field);
      return [field.key, sent === null ? emptyOf(schema, field.key) : sent];
    }),
  );
}

/** What a field's column shows (and a phone's line, and a CSV). */
export function cellText(field: DictionaryField, record: RecordLike): string | null {
  const stored = record[field.key];
  if (field.kind === 'reference') return field.text(record as never) ?? null;
  if (stored === null || stored === undefined || stored === '') return null;
  switch (field.kind) {
    case 'money':
      return formatAmount(Number(stored));
    case 'boolean':
      return stored ? dictionaryTexts.yes : dictionaryTexts.no;
    case 'date':
      return formatDate(String(stored));
    case 'enum':
      return field.labels[String(stored)] ?? String(stored);
    case 'list':
      return (stored as unknown[]).join(', ');
    default:
      return String(stored);
  }
}
