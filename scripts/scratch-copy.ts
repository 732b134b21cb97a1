// A scratch copy of what `npm run generate` reads, sharing node_modules: for the regeneration check and the bench.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
const GENERATION_INPUTS = ['package.json', 'orval.config.ts', '.prettierrc.json', 'openapi', 'scripts', 'generated'];

export function scratchCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-generate-'));
  for (const entry of GENERATION_INPUTS) cpSync(join(repoRoot, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
