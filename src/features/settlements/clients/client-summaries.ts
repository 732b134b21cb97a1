import type { Settlement, UserRef } from '@portal/sdk/model';
import { isOverdue } from '@/lib/settlements/payment-rules';
import { fromGrosze, sumGrosze } from '@/lib/grosze';

/** One client's settlements in sums (gross, exact to the grosz). */
export interface ClientSummary {
  client: UserRef;
  count: number;
  forecast: number;
  toPay: number;
  overdue: number;
  paid: number;
}

type Bucket = 'forecast' | 'toPay' | 'overdue' | 'paid';

const bucketOf = (s: Settlement, today: string): Bucket =>
  s.paymentStatus === 'Forecast'
    ? 'forecast'
    : s.paymentStatus === 'Paid'
      ? 'paid'
      : isOverdue(s, today)
        ? 'overdue'
        : 'toPay';

/**
 * The settlements by client: how much is forecast, to pay, after deadline and paid (`today` YYYY-MM-DD decides
 * what is late). Clients with the most after deadline first, then by name.
 */
export function summariseByClient(settlements: readonly Settlement[], today: string): ClientSummary[] {
  const byClient = new Map<number, { client: UserRef; items: Settlement[] }>();
  for (const s of settlements) {
    if (!s.client) continue;
    const entry = byClient.get(s.client.id) ?? { client: s.client, items: [] };
    entry.items.push(s);
    byClient.set(s.client.id, entry);
  }
  return [...byClient.values()]
    .map(({ client, items }) => {
      const sum = (bucket: Bucket) =>
        fromGrosze(
          sumGrosze(
            items.filter((s) => bucketOf(s, today) === bucket),
            (s) => s.grossAmount,
          ),
        );
      return {
        client,
        count: items.length,
        forecast: sum('forecast'),
        toPay: sum('toPay'),
        overdue: sum('overdue'),
        paid: sum('paid'),
      };
    })
    .sort(
      (a, b) =>
        b.overdue - a.overdue ||
        `${a.client.lastName} ${a.client.firstName}`.localeCompare(`${b.client.lastName} ${b.client.firstName}`, 'pl'),
    );
}
