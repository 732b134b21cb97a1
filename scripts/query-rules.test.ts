// The query rules (npm run generate, step 7) say what zod says: a value a list reads from its address is one the
// contract's zod schema of that parameter accepts, and a value zod accepts is read as it is.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pascal } from '@orval/core';
import { describe, expect, it } from 'vitest';
import type { ZodObject, ZodType } from 'zod';
import { readQueryValue, type QueryRules } from '../src/components/lists/list-search';

const src = join(import.meta.dirname, '..', 'generated', 'src');
const tags = readdirSync(src, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && readdirSync(join(src, entry.name)).some((f) => f.endsWith('.query-rules.ts')),
  )
  .map((entry) => entry.name);

/** What an address may hold (TanStack Router has already read `2` as a number and `true` as a boolean). */
const samples: unknown[] = [
  ...[0, 1, 2, 25, 200, 201, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.NaN],
  ...['1', '20', 'abc', '', ' ', '1e3', '0x10', 'Nope', 'true', 'false', true, false],
  ...['2026-01-31', '2026-02-31', '2026-13-01', '26-1-1', '2026-01-31T10:00:00Z', '2026-01-31T10:00:00.000+01:00'],
  ...['2026-01-31T25:00:00Z', '5e771e00-2026-4b1c-9a2d-000000000002', 'x@example.pl', 'x@', 'a'.repeat(300)],
  ...[[1, 2], ['1', 'x'], 'Forecast', 'Paid', 'InvoiceIssued', 'Overdue', 'Client', 'Admin', 'New'],
];

describe('the query rules agree with the zod schemas', async () => {
  const modules = await Promise.all(
    tags.map(async (tag) => ({
      tag,
      rules: (await import(join(src, tag, `${tag}.query-rules.ts`))) as Record<string, QueryRules>,
      zod: (await import(join(src, tag, `${tag}.zod.ts`))) as Record<string, ZodType>,
    })),
  );

  it('every GET call with query parameters has its rules', () => {
    const count = modules.reduce((sum, module) => sum + Object.keys(module.rules).length, 0);
    expect(count).toBeGreaterThan(40);
  });

  for (const { tag, rules, zod } of modules) {
    it(`${tag}: each parameter reads only values zod accepts, and every accepted one as it is`, () => {
      for (const [name, operationRules] of Object.entries(rules)) {
        const operationId = name.replace(/QueryRules$/, '');
        const schema = zod[`${pascal(operationId)}QueryParams`] as ZodObject | undefined;
        expect(schema, `${operationId}: zod has no query schema`).toBeDefined();
        for (const [parameter, rule] of Object.entries(operationRules)) {
          const field = schema!.shape[parameter] as ZodType;
          for (const sample of samples) {
            const read = readQueryValue(rule, sample);
            const where = `${operationId}.${parameter} ← ${JSON.stringify(sample)}`;
            if (read !== undefined)
              expect(field.safeParse(read).success, `${where}: read as ${JSON.stringify(read)}`).toBe(true);
            const typed = typeof sample === 'string' ? sample.trim() : sample;
            // zod's int() takes any safe integer; an int32 parameter keeps int32's range, as the server does
            const beyondInt32 = rule.format === 'int32' && Math.abs(Number(typed)) > 2_147_483_647;
            if (typed !== '' && !beyondInt32 && field.safeParse(typed).success) expect(read, where).toEqual(typed);
          }
        }
      }
    });
  }
});
