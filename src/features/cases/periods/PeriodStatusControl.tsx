import { Stack, Text } from '@mantine/core';
import type { CasePeriod } from '@portal/sdk/model';
import { PeriodStatusSelect } from '@/components/cases/PeriodStatusSelect';
import { MutationError } from '@/components/MutationError';
import { caseComponentTexts } from '@/components/cases/texts';
import { notifySaved } from '@/components/notify-saved';
import { formatPeriod, periodStatusLabel } from '@/copy/case-labels';
import { useUpdateCasePeriodStatus } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';

/**
 * The period status selector. It sends `PUT case/{caseId}/period/{month}/{year}/status` (body form), the call
 * spec 000 section 7 names for the screens; it answers with the updated case.
 */
export function PeriodStatusControl({
  caseId,
  period,
  canEdit,
}: {
  caseId: number;
  period: CasePeriod;
  canEdit: boolean;
}) {
  const update = useUpdateCasePeriodStatus(caseId);
  // whoever cannot change it reads it (a greyed-out selector looks like something to do)
  if (!canEdit)
    return (
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {caseComponentTexts.periodStatus}:{' '}
        </Text>
        {periodStatusLabel(period.status)}
      </Text>
    );
  return (
    <Stack gap={4} miw={240}>
      <PeriodStatusSelect
        value={update.isPending ? update.variables.data : period.status}
        disabled={update.isPending}
        onChange={(status) =>
          update.mutate(
            { caseId, month: period.month, year: period.year, data: status },
            {
              onSuccess: () =>
                notifySaved(
                  caseTexts.details.saved.periodStatus(
                    formatPeriod(period.year, period.month),
                    periodStatusLabel(status),
                  ),
                ),
            },
          )
        }
      />
      <MutationError error={update.error} />
    </Stack>
  );
}
