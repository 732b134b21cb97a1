// A scratch copy of what `npm run generate` reads, sharing node_modules: for the regeneration check and the bench.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
const GENERATION_INPUTS = [
  'package.json',
  'orval.config.ts',
  // orval reads its TypeScript settings (how it writes imports)
  'tsconfig.json',
  'openapi',
  'scripts',
  'generated',
  'src/routes',
  'src/app/route-tree.gen.ts',
];

export function scratchCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-generate-'));
  for (const entry of GENERATION_INPUTS) {
    mkdirSync(dirname(join(dir, entry)), { recursive: true });
    cpSync(join(repoRoot, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
