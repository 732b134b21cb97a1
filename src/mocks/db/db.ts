import { createSeed } from './seed';
import { settlementId } from './seed-money';
import type { DemoData } from './types';

/** The storage key of the persisted demo database; change the version when the shape of DemoData changes. */
export const DEMO_DB_STORAGE_KEY = 'portal-demo-db-v1';

export type CollectionName = keyof DemoData;

/** Collections whose records have a numeric id. */
type NumericIdCollection = {
  [K in CollectionName]: DemoData[K][number] extends { id: number } ? K : never;
}[CollectionName];

/**
 * What `nextId` numbers: the numeric-id collections, plus the files kept inside their parents
 * (`caseAttachments` also counts period attachments and agreements; `newsAttachments` and `newsPictures`
 * are numbered across the news items).
 */
export type IdSequence = NumericIdCollection | 'newsAttachments' | 'newsPictures';

export type DemoDb = DemoData & {
  /** A new id for a record of the sequence: above every id in use and every id handed out before. */
  nextId(sequence: IdSequence): number;
  /** A new settlement id (a uuid, as the API uses). */
  nextSettlementId(): string;
  /** Writes the current state to the storage (no-op without storage). */
  save(): void;
  /** Back to the seed, persisted. Collections are refilled in place, so held array references stay valid. */
  reset(): void;
  /** Re-reads the state another tab saved to the storage (refilled in place, like `reset`). */
  reload(): void;
};

interface Stored {
  data: DemoData;
  /** Highest id handed out per sequence, so a deleted record's id is not reused. */
  lastIds: Partial<Record<IdSequence | 'settlements', number>>;
}

const COLLECTIONS = Object.keys(createSeed()) as CollectionName[];

const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The stored state, or null when missing or not a complete database. */
function load(storage: Storage | null): Stored | null {
  try {
    const text = storage?.getItem(DEMO_DB_STORAGE_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Stored> | null;
    const data = parsed?.data as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object') return null;
    if (!COLLECTIONS.every((name) => Array.isArray(data[name]))) return null;
    const lastIds = parsed?.lastIds && typeof parsed.lastIds === 'object' ? parsed.lastIds : {};
    return { data: data as unknown as DemoData, lastIds };
  } catch {
    return null;
  }
}

const maxId = (ids: Iterable<number | null | undefined>) => {
  let max = 0;
  for (const id of ids) if (typeof id === 'number' && id > max) max = id;
  return max;
};

function idsInUse(data: DemoData, sequence: IdSequence): Iterable<number | null | undefined> {
  switch (sequence) {
    case 'caseAttachments':
      return [
        ...data.caseAttachments.map((a) => a.id),
        ...data.cases.map((c) => c.agreement?.id),
        ...data.casePeriods.flatMap((p) => [...p.clientAttachments, ...p.expertAttachments].map((a) => a.id)),
      ];
    case 'newsAttachments':
      return data.news.flatMap((n) => n.newsAttachments.map((a) => a.id));
    case 'newsPictures':
      return data.news.map((n) => n.newsPictureId);
    default:
      return (data[sequence] as { id: number }[]).map((record) => record.id);
  }
}

/** The sequence number at the end of a settlement uuid (see `settlementId`). */
const settlementNumber = (id: string) => {
  const n = parseInt(id.slice(-12), 16);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The demo database: the state last saved to `storage`, or the seed when nothing usable is stored there.
 * `storage` defaults to localStorage (when there is one); pass `null` for a database that is not persisted.
 */
export function createDb(storage: Storage | null = defaultStorage()): DemoDb {
  const stored = load(storage);
  const data: DemoData = stored?.data ?? createSeed();
  let lastIds: Stored['lastIds'] = stored?.lastIds ?? {};

  const db = { ...data } as DemoDb;

  const snapshot = (): DemoData =>
    Object.fromEntries(COLLECTIONS.map((name) => [name, db[name]])) as unknown as DemoData;

  db.nextId = (sequence) => {
    const id = Math.max(lastIds[sequence] ?? 0, maxId(idsInUse(snapshot(), sequence))) + 1;
    lastIds[sequence] = id;
    return id;
  };

  db.nextSettlementId = () => {
    const n = Math.max(lastIds.settlements ?? 0, maxId(db.settlements.map((s) => settlementNumber(s.id)))) + 1;
    lastIds.settlements = n;
    return settlementId(n);
  };

  db.save = () => {
    if (!storage) return;
    try {
      storage.setItem(DEMO_DB_STORAGE_KEY, JSON.stringify({ data: snapshot(), lastIds } satisfies Stored));
    } catch (error) {
      console.warn('Demo database: could not save to storage', error);
    }
  };

  const refill = (from: DemoData) => {
    for (const name of COLLECTIONS) {
      const list = db[name] as unknown[];
      list.splice(0, list.length, ...(from[name] as unknown[]));
    }
  };

  db.reset = () => {
    refill(createSeed());
    lastIds = {};
    db.save();
  };

  db.reload = () => {
    const latest = load(storage);
    if (!latest) return;
    refill(latest.data);
    lastIds = latest.lastIds;
  };

  return db;
}
