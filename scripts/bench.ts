// npm run bench: figures, not pass/fail. Regenerates in a scratch copy (twice, to show it is deterministic)
// and reports the size of the contract and of the generated package.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { countGeneratedHooks, listOperations } from './operations';
import { scratchCopy } from './scratch-copy';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const { dir, remove } = scratchCopy();
try {
  const timings: number[] = [];
  const snapshots: string[] = [];
  for (let run = 0; run < 2; run += 1) {
    const started = performance.now();
    execFileSync(join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/generate.ts'], { cwd: dir, stdio: 'pipe' });
    timings.push(performance.now() - started);
    const src = join(dir, 'generated', 'src');
    snapshots.push(
      filesUnder(src)
        .sort()
        .map((file) => `${relative(src, file)}:${readFileSync(file, 'utf8')}`)
        .join('\n'),
    );
  }

  const document = JSON.parse(readFileSync(join(dir, 'generated', 'openapi.json'), 'utf8'));
  const operations = listOperations(document);
  const src = join(dir, 'generated', 'src');
  const tagFiles = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'model')
    .map((entry) => join(src, entry.name, `${entry.name}.ts`));
  const hooks = countGeneratedHooks(src);
  const generatedFiles = filesUnder(src);
  const bytes = generatedFiles.reduce((sum, file) => sum + statSync(file).size, 0);
  const gzip = (file: string) => gzipSync(readFileSync(file)).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

  console.log('Portal Klienta — bench');
  console.log(`generation time           ${timings.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')} (two runs)`);
  console.log(`deterministic             ${snapshots[0] === snapshots[1] ? 'yes' : 'NO: the two runs differ'}`);
  console.log(`operations                ${operations.length}`);
  console.log(`  public (no credentials) ${operations.filter((op) => op.public).length}`);
  console.log(`  with path parameters    ${operations.filter((op) => op.pathParams.length > 0).length}`);
  console.log(`tags                      ${tagFiles.length}`);
  console.log(`schemas                   ${Object.keys(document.components.schemas).length}`);
  console.log(`generated hooks           ${hooks}`);
  console.log(`generated files           ${generatedFiles.length} (${kb(bytes)})`);
  console.log(
    `openapi.json              ${kb(statSync(join(dir, 'generated', 'openapi.json')).size)} (gzip ${kb(gzip(join(dir, 'generated', 'openapi.json')))})`,
  );
} finally {
  remove();
}
