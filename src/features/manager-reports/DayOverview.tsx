import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ManagerReport, ManagerRef, UserRef } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { QueryState } from '@/components/QueryState';
import { fullName } from '@/copy/people';
import {
  formatMeasure,
  formatMeasureDifference,
  reportKindLabels,
  reportMeasureLabels,
  reportMeasures,
} from '@/copy/sales-labels';
import type { ReportMeasure } from '@/copy/sales-labels';
import { dayReportsQuery, managersQuery } from './api';
import { LatestDayLink } from './LatestDayLink';
import { managerReportsTexts } from './texts';

const texts = managerReportsTexts.overview;

interface ManagerDay {
  manager: UserRef | ManagerRef;
  plan?: ManagerReport;
  actual?: ManagerReport;
}

/** Every manager (those the API lists, and anyone else who reported), by surname, with their reports of the day. */
function managerDays(reports: readonly ManagerReport[], managers: readonly UserRef[]): ManagerDay[] {
  const days = new Map<number, ManagerDay>(managers.map((manager) => [manager.id, { manager }]));
  for (const report of reports) {
    const day = days.get(report.managerId) ?? {
      manager: report.manager ?? { id: report.managerId, firstName: '', lastName: String(report.managerId) },
    };
    day[report.kind === 'Planned' ? 'plan' : 'actual'] = report;
    days.set(report.managerId, day);
  }
  return [...days.values()].sort(
    (a, b) =>
      a.manager.lastName.localeCompare(b.manager.lastName, 'pl') ||
      a.manager.firstName.localeCompare(b.manager.firstName, 'pl'),
  );
}

interface Row {
  measure: ReportMeasure;
  plan?: number;
  actual?: number;
}

const columns: ListColumn<Row>[] = [
  { key: 'measure', header: texts.measure, value: (row) => reportMeasureLabels[row.measure] },
  {
    key: 'plan',
    header: reportKindLabels.Planned,
    align: 'right',
    nowrap: true,
    phone: 'key',
    value: (row) => (row.plan !== undefined ? formatMeasure(row.measure, row.plan) : undefined),
  },
  {
    key: 'actual',
    header: reportKindLabels.Actual,
    align: 'right',
    nowrap: true,
    phone: 'key',
    value: (row) => (row.actual !== undefined ? formatMeasure(row.measure, row.actual) : undefined),
  },
  {
    key: 'difference',
    header: texts.difference,
    align: 'right',
    nowrap: true,
    phone: 'labelled',
    value: (row) =>
      formatMeasureDifference(
        row.measure,
        row.plan !== undefined && row.actual !== undefined ? row.actual - row.plan : undefined,
      ),
  },
];

/** What a manager's day lacks: both reports, the plan or the outcome; nothing when both are in. */
const missing = ({ plan, actual }: ManagerDay) =>
  !plan && !actual ? texts.noReport : !plan ? texts.noPlan : !actual ? texts.noOutcome : undefined;

function ManagerDayCard({ day }: { day: ManagerDay }) {
  const headingId = useId();
  const name = fullName(day.manager);
  const lacking = missing(day);
  const rows = reportMeasures.map((measure) => ({
    measure,
    plan: day.plan && (day.plan[measure] ?? 0),
    actual: day.actual && (day.actual[measure] ?? 0),
  }));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {name}
          </Title>
          {lacking && (
            <Badge color={day.plan || day.actual ? 'yellow' : 'gray'} variant="light">
              {lacking}
            </Badge>
          )}
        </Group>
        {(day.plan || day.actual) && (
          <>
            <ListTable
              label={texts.table(name)}
              rows={rows}
              rowKey={(row) => row.measure}
              columns={columns}
              minWidth={0}
              horizontalSpacing="xs"
              fz={{ base: 'xs', sm: 'sm' }}
            />
            {day.plan?.comment && (
              <Text size="sm">
                <strong>{texts.planComment}:</strong> {day.plan.comment}
              </Text>
            )}
            {day.actual?.comment && (
              <Text size="sm">
                <strong>{texts.outcomeComment}:</strong> {day.actual.comment}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * An administrator's view of a day: each manager's plan against their outcome, measure by measure, read-only;
 * a manager who filed nothing is marked so. A day without any report says so and points to the latest day with some.
 */
export function DayOverview({ day }: { day: string }) {
  const reports = useQuery(dayReportsQuery(day));
  const managers = useQuery(managersQuery());
  const days = managerDays(reports.data ?? [], managers.data ?? []);
  const filed = days.filter((d) => d.plan || d.actual).length;
  return (
    <QueryState query={reports}>
      {reports.data?.length === 0 ? (
        <LatestDayLink day={day} empty={managerReportsTexts.empty.admin(day)} />
      ) : (
        <Stack gap="md">
          <Text>{texts.filed(filed, days.length)}</Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {days.map((d) => (
              <ManagerDayCard key={d.manager.id} day={d} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
