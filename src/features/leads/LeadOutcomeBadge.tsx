import { Badge } from '@mantine/core';
import type { LeadOutcome } from '@portal/sdk/model';
import { leadOutcomeLabels } from '@/copy/case-labels';

/** The colour of each outcome: not yet worked gray, under way blue, won green, lost red. */
export const leadOutcomeColors = {
  None: 'gray',
  InProgress: 'blue',
  Won: 'green',
  Lost: 'red',
} as const satisfies Record<LeadOutcome, string>;

/** A lead's outcome as a badge: Brak, W toku, Wygrana, Przegrana (a short word: never cut nor broken in a table). */
export function LeadOutcomeBadge({ outcome }: { outcome: LeadOutcome }) {
  return (
    <Badge color={leadOutcomeColors[outcome]} variant="light" tt="none" miw="max-content">
      {leadOutcomeLabels[outcome]}
    </Badge>
  );
}
