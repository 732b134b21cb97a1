import { Card, Stack, Text, Title } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { Case } from '@portal/sdk/model';
import { useId, useState, type Ref } from 'react';
import type { CasePermissions } from '@/features/cases/permissions';
import { caseTexts } from '@/features/cases/texts';
import { PeriodBoard } from './PeriodBoard';
import { PeriodDetails } from './PeriodDetails';

export interface PeriodsSectionProps {
  caseItem: Case;
  permissions: CasePermissions;
  /** The selected period, when the page chooses it (else the section keeps its own choice). */
  selectedId?: number;
  onSelect?: (periodId: number) => void;
  ref?: Ref<HTMLElement>;
}

/** The accounting periods of a case: the board of months and the selected period's details. */
export function PeriodsSection({ caseItem, permissions, selectedId: value, onSelect, ref }: PeriodsSectionProps) {
  const periods = caseItem.periods ?? [];
  const titleId = useId();
  const [selectedId, setSelectedId] = useUncontrolled<number | undefined>({
    value,
    defaultValue: undefined,
    onChange: (id) => id !== undefined && onSelect?.(id),
  });
  // periods come newest first: the newest is open until another one is picked
  const selected = periods.find((period) => period.id === selectedId) ?? periods[0];
  // periods opened before stay mounted (hidden), so files chosen but not yet sent survive a look at another month
  const [openedIds, setOpenedIds] = useState<readonly number[]>([]);
  if (selected && !openedIds.includes(selected.id)) setOpenedIds([...openedIds, selected.id]);
  const mounted = periods.filter((period) => period.id === selected?.id || openedIds.includes(period.id));

  return (
    <Card ref={ref} withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {caseTexts.periods.title}
        </Title>
        {selected ? (
          <>
            <PeriodBoard periods={periods} selectedId={selected.id} onSelect={(period) => setSelectedId(period.id)} />
            {mounted.map((period) => (
              <div key={period.id} hidden={period.id !== selected.id}>
                <PeriodDetails caseItem={caseItem} period={period} permissions={permissions} />
              </div>
            ))}
          </>
        ) : (
          <Text c="dimmed">{caseTexts.periods.none}</Text>
        )}
      </Stack>
    </Card>
  );
}
