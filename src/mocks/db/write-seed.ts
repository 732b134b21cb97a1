// Writes seed.json, the demo's initial data, from the seed modules (build-seed.ts): `npx tsx src/mocks/db/write-seed.ts`.
// Run it after changing a seed module; seed.test.ts fails until seed.json matches them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSeed } from './build-seed';

export const SEED_JSON = fileURLToPath(new URL('./seed.json', import.meta.url));

/**
 * seed.json's text: the built seed, compact, one collection per line (seed.ts parses a collection alone). The demo
 * ships it as it is; Prettier leaves it alone.
 */
export const seedJsonText = async () => {
  const seed = buildSeed();
  const lines = Object.entries(seed).map(([name, records]) => `${JSON.stringify(name)}:${JSON.stringify(records)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SEED_JSON, await seedJsonText());
  console.log(`wrote ${SEED_JSON}`);
}
