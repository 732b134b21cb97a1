import type { Settlement } from '@portal/sdk/model';
import type { SortOrder } from '@/components/lists/list-search';
import { isOverdue } from '@/lib/settlements/payment-rules';
import { fromGrosze, sumGrosze } from '@/lib/grosze';

export type ClientSettlementGroupKey = 'overdue' | 'toPay' | 'paid';

export interface ClientSettlementGroup {
  key: ClientSettlementGroupKey;
  settlements: Settlement[];
  /** The sum of the group's gross amounts, exact to the grosz. */
  grossTotal: number;
}

const order: ClientSettlementGroupKey[] = ['overdue', 'toPay', 'paid'];

export type ClientSettlementSortField = 'paymentDueDate' | 'paymentDate';

/** How each group is ordered (shown by its table's sorted column): unpaid by the due date, paid newest first. */
export const clientGroupOrder: Record<
  ClientSettlementGroupKey,
  { sortBy: ClientSettlementSortField; order: SortOrder }
> = {
  overdue: { sortBy: 'paymentDueDate', order: 'asc' },
  toPay: { sortBy: 'paymentDueDate', order: 'asc' },
  paid: { sortBy: 'paymentDate', order: 'desc' },
};

/** The group's order: by its date (YYYY-MM-DD), a settlement without one last, ties as given. */
function inOrder(settlements: Settlement[], key: ClientSettlementGroupKey) {
  const { sortBy, order } = clientGroupOrder[key];
  const sign = order === 'asc' ? 1 : -1;
  return settlements.sort((a, b) => {
    const [x, y] = [a[sortBy], b[sortBy]];
    if (!x || !y) return Number(!x) - Number(!y);
    return x === y ? 0 : sign * (x < y ? -1 : 1);
  });
}

/**
 * A client's settlements as spec 000 groups them: after deadline (unpaid, due before `today`), to pay (unpaid,
 * not late: due today or later, or with no due date) and paid. `today` is the local date, YYYY-MM-DD. Empty
 * groups are left out; each group is in its `clientGroupOrder`: the longest overdue, or the next due, first; the
 * newest payment first.
 */
export function groupClientSettlements(settlements: readonly Settlement[], today: string): ClientSettlementGroup[] {
  const keyOf = (settlement: Settlement): ClientSettlementGroupKey =>
    settlement.paymentStatus === 'Paid' ? 'paid' : isOverdue(settlement, today) ? 'overdue' : 'toPay';
  return order
    .map((key) => {
      const members = inOrder(
        settlements.filter((s) => keyOf(s) === key),
        key,
      );
      return { key, settlements: members, grossTotal: fromGrosze(sumGrosze(members, (s) => s.grossAmount)) };
    })
    .filter((group) => group.settlements.length > 0);
}
