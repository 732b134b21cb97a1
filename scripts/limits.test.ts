// The limits modules (npm run generate, step 6): each tag's plain constants, in a module that evaluates no schema.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProfessionBodyNameMax } from '@portal/sdk/limits/professions';
import { CreateProfessionBody } from '@portal/sdk/zod/professions';
import { expect, it } from 'vitest';
import { repoRoot } from './scratch-copy';

const src = join(repoRoot, 'generated', 'src');
const tags = readdirSync(src).filter((tag) => existsSync(join(src, tag, `${tag}.zod.ts`)));

it.each(tags)(
  '@portal/sdk/limits/%s imports nothing and holds plain values, which the zod module re-exports',
  async (tag) => {
    expect(readFileSync(join(src, tag, `${tag}.limits.ts`), 'utf8')).not.toMatch(/^import /m);
    const limits: Record<string, unknown> = await import(`@portal/sdk/limits/${tag}`);
    const schemas: Record<string, unknown> = await import(`@portal/sdk/zod/${tag}`);
    for (const [name, value] of Object.entries(limits)) {
      expect(['number', 'boolean', 'string'].includes(typeof value) || value instanceof RegExp, name).toBe(true);
      expect(schemas[name], name).toBe(value);
    }
  },
);

it("the schemas check the limits' values", () => {
  expect(CreateProfessionBody.safeParse({ name: 'x'.repeat(createProfessionBodyNameMax) }).success).toBe(true);
  expect(CreateProfessionBody.safeParse({ name: 'x'.repeat(createProfessionBodyNameMax + 1) }).success).toBe(false);
});
