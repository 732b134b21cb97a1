import { Stack } from '@mantine/core';
import type { CasePeriod } from '@portal/sdk/model';
import { PeriodStatusSelect } from '../../../components/cases/PeriodStatusSelect';
import { MutationError } from '../../../components/MutationError';
import { useUpdateCasePeriodStatus } from '../api';

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
  return (
    <Stack gap={4} miw={240}>
      <PeriodStatusSelect
        value={update.isPending ? update.variables.data : period.status}
        disabled={!canEdit || update.isPending}
        onChange={(status) => update.mutate({ caseId, month: period.month, year: period.year, data: status })}
      />
      <MutationError error={update.error} />
    </Stack>
  );
}
