import { Checkbox, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { CasePeriod } from '@portal/sdk/model';
import { MutationError } from '@/components/MutationError';
import { periodParams } from './period-state';
import { useMarkCasePeriodChecklistItem } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';

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
      {!canEdit && (
        // read only: the items and their state as text, not disabled checkboxes
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {period.checklist.map((item) => (
            <Group key={item.checklistField} gap={6} component="li" wrap="nowrap">
              {item.isChecked ? (
                <IconCircleCheckFilled size={16} color="var(--mantine-color-green-text)" aria-hidden />
              ) : (
                <IconCircle size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              )}
              <Text size="sm">
                {item.checklistField}
                <VisuallyHidden>
                  {' – '}
                  {item.isChecked ? caseTexts.periods.checklistDone : caseTexts.periods.checklistOpen}
                </VisuallyHidden>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {canEdit &&
        period.checklist.map((item) => {
          const pending = pendingField === item.checklistField;
          return (
            <Checkbox
              key={item.checklistField}
              label={item.checklistField}
              checked={pending ? !item.isChecked : item.isChecked}
              disabled={toggle.isPending}
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
