import { createSeed, seedCollectionText } from './seed';
import { settlementId } from './settlement-ids';
import { collectionNames, type DemoData } from './types';

/**
 * The prefix of the demo database's storage keys: one key per collection (`portal-demo-db-v2:cases` …) and one
 * for the id sequences. Change the version when the shape of DemoData changes.
 */
export const DEMO_DB_STORAGE_PREFIX = 'portal-demo-db-v2:';
const IDS_KEY = `${DEMO_DB_STORAGE_PREFIX}ids`;
/** Counts the saves that changed anything, so another tab can tell whether it sees a given save yet. */
const VERSION_KEY = `${DEMO_DB_STORAGE_PREFIX}version`;
/** The single key of the first version, which held the whole database. */
const OLD_STORAGE_KEY = 'portal-demo-db-v1';

export type CollectionName = keyof DemoData;

const names = Object.keys(collectionNames) as CollectionName[];

export const collectionKey = (name: CollectionName) => `${DEMO_DB_STORAGE_PREFIX}${name}`;

/** Collections whose records have a numeric id. */
type NumericIdCollection = {
  [K in CollectionName]: DemoData[K][number] extends { id: number } ? K : never;
}[CollectionName];

/**
 * What `nextId` numbers: the numeric-id collections, plus the files kept inside their parents
 * (`caseAttachments` also counts period attachments and agreements; `newsAttachments` and `newsPictures`
 * are numbered across the news items, `settlementAttachments` across the settlements, `invoicePayments` across
 * the invoices, `offerAttachments` across the offers, `chatbotMessages` across the chatbot conversations).
 */
export type IdSequence =
  | NumericIdCollection
  | 'newsAttachments'
  | 'newsPictures'
  | 'settlementAttachments'
  | 'invoicePayments'
  | 'offerAttachments'
  | 'chatbotMessages';

export type DemoDb = DemoData & {
  /** A new id for a record of the sequence: above every id in use and every id handed out before. */
  nextId(sequence: IdSequence): number;
  /** A new settlement id (a uuid, as the API uses). */
  nextSettlementId(): string;
  /** Writes the collections whose content changed since they were last read or written (no-op without storage). */
  save(): void;
  /** Back to the seed, persisted. Collections are refilled in place, so held array references stay valid. */
  reset(): void;
  /** Re-reads the collections another tab changed in the storage (refilled in place, like `reset`). */
  reload(): void;
  /**
   * The number of the last save this tab can see in the storage (0 without storage). Storage reaches other tabs
   * later than a BroadcastChannel message may: a tab told of a save waits until it sees that save's number.
   */
  version(): number;
};

/** Highest id handed out per sequence, so a deleted record's id is not reused. */
type LastIds = Partial<Record<IdSequence | 'settlements', number>>;

const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const maxId = (ids: Iterable<number | null | undefined>) => {
  let max = 0;
  for (const id of ids) if (typeof id === 'number' && id > max) max = id;
  return max;
};

function idsInUse(db: DemoData, sequence: IdSequence): Iterable<number | null | undefined> {
  switch (sequence) {
    case 'caseAttachments':
      return [
        ...db.caseAttachments.map((a) => a.id),
        ...db.cases.map((c) => c.agreement?.id),
        ...db.casePeriods.flatMap((p) => [...p.clientAttachments, ...p.expertAttachments].map((a) => a.id)),
      ];
    case 'newsAttachments':
      return db.news.flatMap((n) => n.newsAttachments.map((a) => a.id));
    case 'newsPictures':
      return db.news.map((n) => n.newsPictureId);
    case 'settlementAttachments':
      return db.settlements.flatMap((s) => (s.attachments ?? []).map((a) => a.id));
    case 'invoicePayments':
      return db.invoices.flatMap((i) => i.payments.map((p) => p.id));
    case 'offerAttachments':
      return db.offers.flatMap((o) => o.attachments.map((a) => a.id));
    case 'chatbotMessages':
      return db.chatbotConversations.flatMap((c) => c.messages.map((m) => m.id));
    default:
      return (db[sequence] as { id: number }[]).map((record) => record.id);
  }
}

/** The sequence number at the end of a settlement uuid (see `settlementId`). */
const settlementNumber = (id: string) => {
  const n = parseInt(id.slice(-12), 16);
  return Number.isFinite(n) ? n : 0;
};

const parseList = (text: string | null): unknown[] | undefined => {
  try {
    const value = text === null ? undefined : JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The demo database: each collection as last saved to `storage`, or as in the seed when nothing usable is stored
 * for it. `storage` defaults to localStorage (when there is one); pass `null` for a database that is not persisted.
 *
 * Every collection has its own storage key. The text last read or written per key is remembered, so `save` writes
 * only the collections whose content changed and `reload` parses only the keys another tab rewrote.
 */
export function createDb(storage: Storage | null = defaultStorage()): DemoDb {
  /** The text of each key as last read from or written to the storage. */
  const known = new Map<string, string | null>();
  const read = (key: string) => {
    const text = storage?.getItem(key) ?? null;
    known.set(key, text);
    return text;
  };
  const readIds = (): LastIds => {
    try {
      const value = JSON.parse(read(IDS_KEY) ?? '{}');
      return value && typeof value === 'object' ? value : {};
    } catch {
      return {};
    }
  };

  storage?.removeItem(OLD_STORAGE_KEY);
  const db = {} as DemoDb;
  // each collection is read (from the storage, else the seed) when first used: a page's calls read a few of them
  const loaded = new Set<CollectionName>();
  for (const name of names) {
    let records: unknown[] | undefined;
    Object.defineProperty(db, name, {
      enumerable: true,
      get: () => {
        if (!records) {
          const key = collectionKey(name);
          records = parseList(read(key));
          if (!records) {
            // as if the seed were stored: a save writes the collection once it differs from the seed
            const text = seedCollectionText(name);
            records = JSON.parse(text) as unknown[];
            if (storage) known.set(key, text);
          }
          loaded.add(name);
        }
        return records;
      },
    });
  }
  let lastIds = readIds();

  const refill = (name: CollectionName, records: unknown[]) => {
    const list = db[name] as unknown[];
    list.splice(0, list.length, ...records);
  };

  db.nextId = (sequence) => {
    const id = Math.max(lastIds[sequence] ?? 0, maxId(idsInUse(db, sequence))) + 1;
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
    // a collection not read yet has not changed
    const texts: [string, string][] = [
      ...[...loaded].map((name): [string, string] => [collectionKey(name), JSON.stringify(db[name])]),
      [IDS_KEY, JSON.stringify(lastIds)],
    ];
    try {
      const changed = texts.filter(([key, text]) => known.get(key) !== text);
      for (const [key, text] of changed) {
        storage.setItem(key, text);
        known.set(key, text);
      }
      if (changed.length) storage.setItem(VERSION_KEY, String(db.version() + 1));
    } catch (error) {
      console.warn('Demo database: could not save to storage', error);
    }
  };

  db.reset = () => {
    const fresh = createSeed();
    for (const name of names) refill(name, fresh[name]);
    lastIds = {};
    db.save();
  };

  db.version = () => Number(storage?.getItem(VERSION_KEY) ?? 0) || 0;

  db.reload = () => {
    if (!storage) return;
    // a collection not read yet is read from the storage when first used
    for (const name of loaded) {
      const key = collectionKey(name);
      const text = storage.getItem(key);
      if (text === null || text === known.get(key)) continue;
      const records = parseList(read(key));
      if (records) refill(name, records);
    }
    if (storage.getItem(IDS_KEY) !== known.get(IDS_KEY)) lastIds = readIds();
  };

  return db;
}
