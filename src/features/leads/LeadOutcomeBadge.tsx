import { Badge } from '@mantine/core';
import type { LeadOutcome } from '@portal/sdk/model';
import { leadOutcomeLabels } from '@/copy/case-labels';
import { leadOutcomeColors } from '@/copy/sales-labels';

/** A lead's outcome as a badge: Brak, W toku, Wygrana, Przegrana (a short word: never cut nor broken in a table). */
export function LeadOutcomeBadge({ outcome }: { outcome: LeadOutcome }) {
  return (
    <Badge color={leadOutcomeColors[outcome]} variant="light" tt="none" miw="max-content">
      {leadOutcomeLabels[outcome]}
    </Badge>
  );
}
