import type { Settlement } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { settlementId } from '@/mocks/db/settlement-ids';

/**
 * Adds `count` settlements like the seed's settlement `modelId` (more than a page of a list): each a copy with its
 * own id (from settlementId(100) on), changed by `change(n)`, n counting from 0.
 */
export function addSettlementsLike(
  db: DemoDb,
  modelId: string,
  count: number,
  change: (n: number) => Partial<Settlement>,
) {
  const model = db.settlements.find((s) => s.id === modelId)!;
  for (let n = 0; n < count; n += 1) db.settlements.push({ ...model, id: settlementId(100 + n), ...change(n) });
}
