import type { Settlement } from '@portal/sdk/model';
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

/**
 * A client's settlements as spec 000 groups them: after deadline (unpaid, due before `today`), to pay (unpaid,
 * not late: due today or later, or with no due date) and paid. `today` is the local date, YYYY-MM-DD. Empty
 * groups are left out; each group keeps the order it was given.
 */
export function groupClientSettlements(settlements: readonly Settlement[], today: string): ClientSettlementGroup[] {
  const keyOf = (settlement: Settlement): ClientSettlementGroupKey =>
    settlement.paymentStatus === 'Paid' ? 'paid' : isOverdue(settlement, today) ? 'overdue' : 'toPay';
  return order
    .map((key) => {
      const members = settlements.filter((s) => keyOf(s) === key);
      return { key, settlements: members, grossTotal: fromGrosze(sumGrosze(members, (s) => s.grossAmount)) };
    })
    .filter((group) => group.settlements.length > 0);
}
