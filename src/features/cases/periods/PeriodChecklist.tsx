import { Checkbox, Stack, Text, Title } from '@mantine/core';
import type { CasePeriod } from '@portal/sdk/model';
import { MutationError } from '../../../components/MutationError';
import { periodParams } from './period-state';
import { useMarkCasePeriodChecklistItem } from '../api';
import { caseTexts } from '../texts';

/** The period's checklist; each tick toggles one item on the server. */
export function PeriodChecklist({ caseId, period, canEdit }: { caseId: number; period: CasePeriod; canEdit: boolean }) {
  const toggle = useMarkCasePeriodChecklistItem(caseId);
  const pendingField = toggle.isPending ? toggle.variables.params.checklistField : undefined;

  return (
    <Stack gap="xs">
      <Title order={5}>{caseTexts.periods.checklistTitle}</Title>
      {period.checklist.length === 0 && (
        <Text size="sm" c="dimmed">
          {caseTexts.periods.noChecklist}
        </Text>
      )}
      {period.checklist.map((item) => {
        const pending = pendingField === item.checklistField;
        return (
          <Checkbox
            key={item.checklistField}
            label={item.checklistField}
            checked={pending ? !item.isChecked : item.isChecked}
            disabled={!canEdit || toggle.isPending}
            onChange={() =>
              toggle.mutate({ id: caseId, params: { ...periodParams(period), checklistField: item.checklistField } })
            }
          />
        );
      })}
      <MutationError error={toggle.error} />
    </Stack>
  );
}
