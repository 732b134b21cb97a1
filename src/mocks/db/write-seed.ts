// Writes seed.json, the demo's initial data, from the seed modules (build-seed.ts): `npx tsx src/mocks/db/write-seed.ts`.
// Run it after changing a seed module; seed.test.ts fails until seed.json matches them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildSeed } from './build-seed';

export const SEED_JSON = fileURLToPath(new URL('./seed.json', import.meta.url));

/** seed.json's text: the built seed as the repository's Prettier formats it. */
export const seedJsonText = async () =>
  format(JSON.stringify(buildSeed()), { ...(await resolveConfig(SEED_JSON)), filepath: SEED_JSON });

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SEED_JSON, await seedJsonText());
  console.log(`wrote ${SEED_JSON}`);
}
