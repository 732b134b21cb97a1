import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VALUE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[\s\S]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/g;

const fileOf = (specifier: string, from: string) =>
  [`${specifier}.ts`, `${specifier}.tsx`, `${specifier}/index.ts`, specifier]
    .map((candidate) => resolve(dirname(from), candidate))
    .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));

/** The app's modules that `entry` loads with it: its relative imports of values, followed (not `import()`). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const target = fileOf(specifier, file);
      if (target) visit(target);
    }
  };
  visit(resolve(src, entry));
  return [...seen].map((file) => relative(src, file));
}

describe("the demo's start", () => {
  it('loads no seed builder: they build every record on load, and the demo parses seed.json instead', () => {
    const loaded = staticClosure('mocks/browser.ts');
    expect(loaded).toContain('mocks/invoices/index.ts');
    expect(loaded).toContain('mocks/db/seed.ts');
    expect(loaded.filter((file) => /^mocks\/db\/(build-seed|seed-(?!ids)[\w-]+)\.ts$/.test(file))).toEqual([]);
  });
});
