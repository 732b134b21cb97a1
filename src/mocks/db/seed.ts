import seedJson from './seed.json?raw';
import type { DemoData } from './types';

/**
 * A fresh demo database in its initial state: the same data on every call, and a copy of its own, so no two
 * records share an object (as after loading from storage) and every embedded copy can change alone. The data is
 * prepared ahead (seed.json, written from the seed modules by write-seed.ts), so the demo's start only parses it.
 */
export const createSeed = (): DemoData => JSON.parse(seedJson) as DemoData;

let collectionTexts: Map<string, string> | undefined;

/**
 * One collection of the seed as JSON.stringify writes its records: seed.json holds one collection per line
 * (write-seed.ts), so the demo parses only the collections the page's calls read.
 */
export function seedCollectionText(name: keyof DemoData): string {
  collectionTexts ??= new Map(
    seedJson
      .split(/\r?\n/)
      .filter((line) => line.startsWith('"'))
      .map((line) => {
        const colon = line.indexOf(':');
        return [JSON.parse(line.slice(0, colon)) as string, line.slice(colon + 1).replace(/,$/, '')];
      }),
  );
  const text = collectionTexts.get(name);
  if (text === undefined) throw new Error(`seed.json has no collection ${name}`);
  return text;
}
