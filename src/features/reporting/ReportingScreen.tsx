import { Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CsvButton } from '@/components/lists/CsvButton';
import { LazyChart } from '@/components/lists/LazyChart';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useManagerOptions } from '@/components/lists/member-options';
import { useListView } from '@/components/lists/use-list-view';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import {
  formatMeasure,
  formatMeasureDifference,
  optionsOf,
  reportMeasureLabels,
  reportMeasures,
  type ReportMeasure,
} from '@/copy/sales-labels';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { choosesManager, managersQuery, usePeriodReports } from './api';
import {
  managerTotals,
  measureByDay,
  measureByManager,
  reportDays,
  totalsOf,
  type MeasureTotal,
  type ReportDay,
  type Totals,
} from './figures';
import { reportingList, reportingView, type ReportingSearch } from './list';
import { reportingTexts as texts } from './texts';

const measureOptions = optionsOf(reportMeasureLabels);

const totalColumns: ListColumn<MeasureTotal>[] = [
  { key: 'measure', header: texts.measure, value: (row) => reportMeasureLabels[row.measure] },
  ...(['plan', 'actual'] as const).map((side): ListColumn<MeasureTotal> => ({
    key: side,
    header: texts[side],
    align: 'right',
    nowrap: true,
    phone: 'key',
    value: (row) => formatMeasure(row.measure, row[side]),
  })),
  {
    key: 'realisation',
    header: texts.realisation,
    align: 'right',
    nowrap: true,
    phone: 'labelled',
    value: (row) => texts.formatRealisation(row.realisation),
  },
];

/** The CSV: a line per manager and day, the plan and the outcome of every measure, and their comments. */
const csvColumns: ListColumn<ReportDay>[] = [
  { key: 'date', header: texts.csv.day, value: (day) => day.date },
  { key: 'manager', header: texts.csv.manager, value: (day) => day.manager },
  ...reportMeasures.flatMap((measure): ListColumn<ReportDay>[] => [
    {
      key: `${measure}-plan`,
      header: texts.csv.plan(reportMeasureLabels[measure]),
      value: (day) => day.plan?.[measure],
    },
    {
      key: `${measure}-actual`,
      header: texts.csv.actual(reportMeasureLabels[measure]),
      value: (day) => day.actual?.[measure],
    },
  ]),
  { key: 'planComment', header: texts.csv.planComment, value: (day) => day.plan?.comment },
  { key: 'actualComment', header: texts.csv.actualComment, value: (day) => day.actual?.comment },
];

/** One manager's (or everyone's) totals of the period: each measure's plan, outcome and realisation. */
function TotalsCard({ name, totals }: { name: string; totals: Totals }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {name}
        </Title>
        {totals.planDays + totals.actualDays === 0 ? (
          <Text size="sm">{texts.noReports}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {texts.filed(totals.planDays, totals.actualDays)}
            </Text>
            <ListTable
              label={texts.table(name)}
              rows={totals.measures}
              rowKey={(row) => row.measure}
              columns={totalColumns}
              minWidth={0}
              horizontalSpacing="xs"
              fz={{ base: 'xs', sm: 'sm' }}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

type DayFigures = ReturnType<typeof measureByDay>[number];

/** The chosen measure as a chart: per manager, or per day when the figures are one manager's. */
function MeasureChart({
  measure,
  onMeasure,
  days,
  totals,
  perDay,
}: {
  measure: ReportMeasure;
  onMeasure: (measure: ReportMeasure) => void;
  days: ReportDay[];
  totals: ReturnType<typeof managerTotals>;
  perDay: boolean;
}) {
  const headingId = useId();
  const label = reportMeasureLabels[measure];
  const series = [
    { name: 'plan', label: texts.plan, color: 'blue.6' },
    { name: 'actual', label: texts.actual, color: 'teal.6' },
  ];
  const valueFormatter = (value: number) => formatMeasure(measure, value);
  const byDay = measureByDay(days, measure);
  const dayColumns: ListColumn<DayFigures>[] = [
    { key: 'date', header: texts.chart.day, nowrap: true, value: (row) => row.date },
    ...(['plan', 'actual'] as const).map((side): ListColumn<DayFigures> => ({
      key: side,
      header: texts[side],
      align: 'right',
      nowrap: true,
      phone: 'key',
      value: (row) => (row[side] === undefined ? undefined : formatMeasure(measure, row[side])),
    })),
    {
      key: 'difference',
      header: texts.difference,
      align: 'right',
      nowrap: true,
      phone: 'labelled',
      value: (row) =>
        formatMeasureDifference(
          measure,
          row.plan !== undefined && row.actual !== undefined ? row.actual - row.plan : undefined,
        ),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {perDay ? texts.chart.byDay(label) : texts.chart.byManager(label)}
        </Title>
        <Select
          label={texts.filters.measure}
          data={measureOptions}
          value={measure}
          allowDeselect={false}
          onChange={(value) => value && onMeasure(value as ReportMeasure)}
          maw={320}
        />
        {perDay ? (
          <>
            <LazyChart
              type="line"
              data={byDay.map((row) => ({ ...row, date: row.date.slice(5) }))}
              dataKey="date"
              series={series}
              valueFormatter={valueFormatter}
            />
            <ListTable
              label={texts.chart.dayTable(label)}
              caption
              rows={byDay}
              rowKey={(row) => row.date}
              columns={dayColumns}
              minWidth={0}
              horizontalSpacing="xs"
              fz={{ base: 'xs', sm: 'sm' }}
            />
          </>
        ) : (
          <LazyChart
            type="bar"
            data={measureByManager(totals, measure)}
            dataKey="manager"
            series={series}
            valueFormatter={valueFormatter}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/reporting` (Raporty): the managers' plan against their outcome over a period (the last 30 days unless the
 * address gives one): each manager's totals and realisation per measure, a chart of the chosen measure (per manager,
 * or per day for one manager) and the days as a CSV file. An administrator sees every manager and may pick one; a
 * manager sees only their own figures.
 */
export function ReportingScreen({ search }: { search: ReportingSearch }) {
  const list = useListView(reportingList, search);
  const { roles } = useCurrentProfile();
  const chooses = choosesManager(roles);
  const { from, to, managerId: picked, measure } = reportingView(search);
  const managerId = chooses ? picked : undefined;
  const reports = usePeriodReports({ from, to, managerId });
  const managers = useQuery({ ...managersQuery(), enabled: chooses && managerId === undefined });
  const days = reports.data ? reportDays(reports.data) : [];
  const everyManager = chooses && managerId === undefined;
  const totals = managerTotals(days, everyManager ? managers.data : []);

  return (
    <Stack gap="lg">
      <PageHeader
        intro={chooses ? texts.intro.admin : texts.intro.manager}
        actions={<CsvButton name={texts.csvName} columns={csvColumns} rows={days} />}
      />
      <ListFilters
        // the period shown is the one the figures are of, the default one too
        list={{ ...list, view: { ...list.view, from, to } }}
        filters={[
          { kind: 'dateRange', from: 'from', to: 'to', label: texts.filters.period },
          chooses && { kind: 'select', key: 'managerId', label: texts.filters.manager, useOptions: useManagerOptions },
        ]}
      />
      <Text size="sm" c="dimmed">
        {texts.period(from, to)} {texts.realisationNote}
      </Text>
      <QueryState query={reports}>
        {days.length === 0 ? (
          <Text>{texts.empty}</Text>
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {everyManager && <TotalsCard name={texts.allManagers} totals={totalsOf(days)} />}
              {totals.map((t) => (
                <TotalsCard key={t.managerId} name={t.manager} totals={t} />
              ))}
            </SimpleGrid>
            <MeasureChart
              measure={measure}
              onMeasure={(next) => list.filter({ measure: next })}
              days={days}
              totals={totals}
              perDay={!everyManager}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
