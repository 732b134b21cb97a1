import { Card, Stack, Text, Title } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { useId, useState } from 'react';
import type { CasePermissions } from '../permissions';
import { caseTexts } from '../texts';
import { PeriodBoard } from './PeriodBoard';
import { PeriodDetails } from './PeriodDetails';

/** The accounting periods of a case: the board of months and the selected period's details. */
export function PeriodsSection({ caseItem, permissions }: { caseItem: Case; permissions: CasePermissions }) {
  const periods = caseItem.periods ?? [];
  const titleId = useId();
  const [selectedId, setSelectedId] = useState<number>();
  // periods opened before stay mounted (hidden), so files chosen but not yet sent survive a look at another month
  const [openedIds, setOpenedIds] = useState<readonly number[]>([]);
  // periods come newest first: the newest is open until the user picks another one
  const selected = periods.find((period) => period.id === selectedId) ?? periods[0];
  const mounted = periods.filter((period) => period.id === selected?.id || openedIds.includes(period.id));
  const select = (id: number) => {
    setOpenedIds((opened) => [...new Set([...opened, ...(selected ? [selected.id] : []), id])]);
    setSelectedId(id);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {caseTexts.periods.title}
        </Title>
        {selected ? (
          <>
            <PeriodBoard periods={periods} selectedId={selected.id} onSelect={(period) => select(period.id)} />
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
