import type { Lead, LeadOutcome } from '@portal/sdk/model';
import { fromGrosze, sumGrosze } from '@/lib/grosze';

/** The board's columns, in the order a lead moves through them. */
export const COLUMNS = ['None', 'InProgress', 'Won', 'Lost'] as const satisfies readonly LeadOutcome[];

export interface BoardColumn {
  outcome: LeadOutcome;
  leads: Lead[];
  /** What the column's leads are expected to bring, in zł (exact to the grosz; a lead without a value adds 0). */
  expected: number;
}

/** The leads by outcome (each column in the order given), with `outcomeOf` saying where each lead stands now. */
export const boardColumns = (leads: readonly Lead[], outcomeOf: (lead: Lead) => LeadOutcome): BoardColumn[] =>
  COLUMNS.map((outcome) => {
    const inColumn = leads.filter((lead) => outcomeOf(lead) === outcome);
    return { outcome, leads: inColumn, expected: fromGrosze(sumGrosze(inColumn, (lead) => lead.expectedValue)) };
  });
