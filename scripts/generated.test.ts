// generated/ is an artefact: regenerating it from openapi/ in a scratch copy must give the committed files.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot as root, scratchCopy } from './scratch-copy';

const { dir: scratch, remove } = scratchCopy();
afterAll(remove);

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

it('npm run generate in a scratch copy reproduces generated/ byte for byte', () => {
  execFileSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate.ts'], { cwd: scratch, stdio: 'pipe' });

  const committed = listFiles(join(root, 'generated'));
  const regenerated = listFiles(join(scratch, 'generated'));
  expect(regenerated).toEqual(committed);
  const changed = committed.filter(
    (file) => !readFileSync(join(root, 'generated', file)).equals(readFileSync(join(scratch, 'generated', file))),
  );
  expect(changed).toEqual([]);
}, 240_000);
