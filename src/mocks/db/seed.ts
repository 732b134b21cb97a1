import seedJson from './seed.json?raw';
import type { DemoData } from './types';

/**
 * A fresh demo database in its initial state: the same data on every call, and a copy of its own, so no two
 * records share an object (as after loading from storage) and every embedded copy can change alone. The data is
 * prepared ahead (seed.json, written from the seed modules by write-seed.ts), so the demo's start only parses it.
 */
export const createSeed = (): DemoData => JSON.parse(seedJson) as DemoData;
