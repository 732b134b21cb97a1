// npm run bench: figures, not pass/fail. Regenerates in a scratch copy (twice, to show it is deterministic)
// and reports the size of the contract and of the generated package.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { build } from 'vite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { countGeneratedHooks, listOperations } from './operations';
import { benchDemoStart } from './bench-demo-start';
import { benchLighthouse } from './bench-lighthouse';
import { repoRoot, scratchCopy } from './scratch-copy';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

// Lighthouse first, on a calm start. (Its blocking time once tripled when it ran after the demo-start figures, most
// likely because the dev server those start had set NODE_ENV=development, so the demo built after it shipped React's
// development build. scripts/built-apps.ts now builds with NODE_ENV=production whatever the process has.)
console.log('Portal Klienta — bench');
console.log((await benchLighthouse()).join('\n'));

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

/** The production build: what the first page needs (entry, its static imports and CSS) and the largest chunk. */
async function measureBuild() {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-build-'));
  // the production build refuses to run without its settings (scripts/build/build-env.ts): example ones, unless set
  const savedEnv = { ...process.env };
  process.env.VITE_API_BASE_URL ??= 'https://api.example.pl';
  process.env.VITE_OIDC_AUTHORITY ??= 'https://login.example.pl';
  process.env.VITE_OIDC_CLIENT_ID ??= 'portal';
  try {
    await build({ root: repoRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
    const sum = (ext: string) => firstPage.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipOf(f), 0);
    const chunks = readdirSync(join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js') && !firstPage.includes(`assets/${f}`))
      .map((f) => ({ file: f, gzip: gzipOf(`assets/${f}`) }))
      .sort((a, b) => b.gzip - a.gzip);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `first page JS (gzip)      ${kb(sum('.js'))} in ${firstPage.filter((f) => f.endsWith('.js')).length} files (budget: 150 KB)`,
    );
    console.log(`first page CSS (gzip)     ${kb(sum('.css'))}`);
    // what runs before anything of the app shows: the first page, then the sign-in client and the shell it awaits
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const beforeRender = new Set<string>();
    const visit = (key: string) => {
      if (beforeRender.has(manifest[key].file)) return;
      beforeRender.add(manifest[key].file);
      manifest[key].imports?.forEach(visit);
    };
    ['index.html', 'src/lib/auth/oidc-session.ts', 'src/app/RootLayout.tsx'].forEach(visit);
    const beforeRenderJs = [...beforeRender].filter((file) => file.endsWith('.js'));
    console.log(
      `JS before the first render ${kb(beforeRenderJs.reduce((total, file) => total + gzipOf(file), 0))} in ${beforeRenderJs.length} files (first page, sign-in client, shell)`,
    );
    console.log(`largest lazy chunk        ${chunks[0] ? `${chunks[0].file} ${kb(chunks[0].gzip)} gzip` : 'none'}`);
    console.log(`lazy chunks               ${chunks.length}`);
  } finally {
    process.env = savedEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

await measureBuild();
console.log((await benchDemoStart()).join('\n'));
