import { Card, Stack, Text, Title } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { useId, useState } from 'react';
import { periodTexts } from '../../../copy/periods';
import type { CasePermissions } from '../permissions';
import { PeriodBoard } from './PeriodBoard';
import { PeriodDetails } from './PeriodDetails';

/** The accounting periods of a case: the board of months and the selected period's details. */
export function PeriodsSection({ caseItem, permissions }: { caseItem: Case; permissions: CasePermissions }) {
  const periods = caseItem.periods ?? [];
  const titleId = useId();
  const [selectedId, setSelectedId] = useState<number>();
  // periods come newest first: the newest is open until the user picks another one
  const selected = periods.find((period) => period.id === selectedId) ?? periods[0];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {periodTexts.sectionTitle}
        </Title>
        {selected ? (
          <>
            <PeriodBoard periods={periods} selectedId={selected.id} onSelect={(period) => setSelectedId(period.id)} />
            <PeriodDetails key={selected.id} caseItem={caseItem} period={selected} permissions={permissions} />
          </>
        ) : (
          <Text c="dimmed">{periodTexts.noPeriods}</Text>
        )}
      </Stack>
    </Card>
  );
}
