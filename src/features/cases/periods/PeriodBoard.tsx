import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { CasePeriod, PeriodStatus } from '@portal/sdk/model';
import { IconAlertTriangle, IconCircleCheckFilled, IconClock, IconFileCheck } from '@tabler/icons-react';
import { formatPeriod, periodStatusLabel } from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { documentsState, periodsByYear, type PeriodDocumentsState } from './period-state';

const texts = caseTexts.periods;

const marks = {
  complete: { color: 'green', Icon: IconCircleCheckFilled },
  waiting: { color: 'orange', Icon: IconClock },
  delivered: { color: 'cyan', Icon: IconFileCheck },
  incomplete: { color: 'red', Icon: IconAlertTriangle },
} as const satisfies Record<PeriodDocumentsState, unknown>;

const statusColors = {
  NotStarted: 'gray',
  InProgress: 'blue',
  ReadyForAccounting: 'violet',
  Done: 'green',
} as const satisfies Record<PeriodStatus, string>;

export interface PeriodBoardProps {
  periods: readonly CasePeriod[];
  selectedId: number | undefined;
  onSelect: (period: CasePeriod) => void;
}

/** Month tiles per year: which periods are complete and which still wait for documents, at a glance. */
export function PeriodBoard({ periods, selectedId, onSelect }: PeriodBoardProps) {
  return (
    <Stack gap="sm" role="group" aria-label={texts.board}>
      {periodsByYear(periods).map(({ year, periods: ofYear }) => (
        <Stack key={year} gap={6}>
          <Title order={4}>{year}</Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="xs">
            {ofYear.map((period) => (
              <PeriodTile
                key={period.id}
                period={period}
                selected={period.id === selectedId}
                onSelect={() => onSelect(period)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function PeriodTile({ period, selected, onSelect }: { period: CasePeriod; selected: boolean; onSelect: () => void }) {
  const state = documentsState(period);
  const { color, Icon } = marks[state];
  const label = formatPeriod(period.year, period.month);
  const status = periodStatusLabel(period.status);
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected} data-documents={state} h="100%">
      <Paper
        withBorder
        p="xs"
        radius="md"
        h="100%"
        shadow={selected ? 'md' : undefined}
        style={{
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : `var(--mantine-color-${color}-4)`,
          borderWidth: selected ? 3 : 1,
          background: state === 'complete' ? 'var(--mantine-color-green-light)' : undefined,
        }}
      >
        <Stack gap={4}>
          <Text fw={600}>{label}</Text>
          <Badge
            size="sm"
            variant="light"
            tt="none"
            color={statusColors[period.status ?? 'NotStarted']}
            styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}
          >
            {status}
          </Badge>
          <Group gap={4} wrap="nowrap" c={color}>
            <Icon size={16} aria-hidden />
            <Text size="xs" c={color}>
              {texts.documents[state]}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
