// npm test: every check the project has, in order, stopping at the first failure; ends with the count line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`  ${status === 0 ? 'ok' : 'FAILED'} in ${Math.round(performance.now() - started)} ms`);
  return status === 0;
};

const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const report = (name: string) => join(reports, `${name}.json`);
const checks: [string, string, string[]][] = [
  ['format', 'prettier', ['--check', '.']],
  ['lint', 'eslint', ['.']],
  ['typecheck', 'tsc', ['-p', 'tsconfig.json']],
  ['contract lint', 'redocly', ['lint', 'generated/openapi.json', '--format=summary']],
  [
    'unit, component, contract and regeneration tests',
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report('unit')}`],
  ],
  [
    'browser tests (the built demo, development and production apps in headless Chromium)',
    'vitest',
    [
      'run',
      '--config',
      'vitest.e2e.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report('e2e')}`,
    ],
  ],
];

let failedStep: string | undefined;
for (const [label, command, args] of checks) {
  if (!run(label, command, args)) {
    failedStep = label;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'e2e']) {
  try {
    const results = JSON.parse(readFileSync(report(name), 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += results.numPassedTests;
    failed += results.numFailedTests;
  } catch {
    // that suite did not run: an earlier step failed
  }
}
if (failedStep) console.log(`\n${failedStep} failed`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 || passed === 0 ? 1 : 0);
