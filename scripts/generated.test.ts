// @vitest-environment node
// generated/ is an artefact: regenerating it from openapi/ in a scratch copy must give the committed files.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'portal-regenerate-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

it('npm run generate in a scratch copy reproduces generated/ byte for byte', () => {
  for (const entry of ['package.json', 'orval.config.ts', '.prettierrc.json', 'openapi', 'scripts', 'generated']) {
    cpSync(join(root, entry), join(scratch, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  execFileSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate.ts'], { cwd: scratch, stdio: 'pipe' });

  const committed = listFiles(join(root, 'generated'));
  const regenerated = listFiles(join(scratch, 'generated'));
  expect(regenerated).toEqual(committed);
  const changed = committed.filter(
    (file) => !readFileSync(join(root, 'generated', file)).equals(readFileSync(join(scratch, 'generated', file))),
  );
  expect(changed).toEqual([]);
}, 240_000);
