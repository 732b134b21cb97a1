import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SatisfactionScore } from '@portal/sdk/model';
import { useId, useMemo } from 'react';
import { AnchorLink } from '@/components/links';
import { CsvButton } from '@/components/lists/CsvButton';
import { LazyChart } from '@/components/lists/LazyChart';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useExpertOptions, useManagerOptions, useProductOptions } from '@/components/lists/member-options';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { useKpiScores } from './kpi-data';
import { kpiScoreList } from './list';
import { formatAverage, monthLabel, monthlyAverages, scoreStats } from './stats';
import { SCORE_MAX, satisfactionTexts } from './texts';

type Search = Parameters<typeof kpiScoreList.view>[0];
type Month = ReturnType<typeof monthlyAverages>[number];
const texts = satisfactionTexts.kpi;
const headers = satisfactionTexts.table;

const monthColumns: ListColumn<Month>[] = [
  { key: 'month', header: texts.month, value: (m) => monthLabel(m.month) },
  { key: 'average', header: texts.monthAverage, phone: 'key', value: (m) => formatAverage(m.average) },
  { key: 'count', header: texts.count, phone: 'key', value: (m) => m.count },
];

/**
 * `/kpi/satisfactionScores` (administration): every score, filtered by expert, manager, product and the period
 * given (all in the address), the average and the monthly average as a chart, the table, and the filtered scores
 * as a CSV file (with the partial scores the table leaves out).
 */
export function KpiSatisfactionScreen({ search }: { search: Search }) {
  const list = useListView(kpiScoreList, search);
  const scores = useKpiScores(list.view);
  const experts = useExpertOptions();
  const expertNames = useMemo(() => new Map(experts.map((o) => [Number(o.value), o.label])), [experts]);
  const tableId = useId();
  const partial = (key: 'expertScore' | 'managerScore' | 'recommendationScore'): ListColumn<SatisfactionScore> => ({
    key,
    header: headers[key],
    table: false,
    value: (s) => s[key],
  });
  const columns: ListColumn<SatisfactionScore>[] = [
    { key: 'date', header: headers.date, nowrap: true, value: (s) => s.createdAt && formatDate(s.createdAt) },
    {
      key: 'case',
      header: headers.case,
      value: (s) => s.case?.name,
      cell: (s) => (
        <AnchorLink to="/cases/$id" params={{ id: s.caseId }} size="sm">
          {s.case?.name}
        </AnchorLink>
      ),
    },
    { key: 'client', header: headers.client, value: (s) => s.client && fullName(s.client) },
    { key: 'expert', header: headers.expert, value: (s) => (s.expertId ? expertNames.get(s.expertId) : undefined) },
    {
      key: 'score',
      header: headers.score,
      phone: 'key',
      value: (s) => s.score,
      cell: (s) => (
        <Text span inherit fw={600}>
          {satisfactionTexts.outOf(s.score)}
        </Text>
      ),
    },
    partial('expertScore'),
    partial('managerScore'),
    partial('recommendationScore'),
    { key: 'comment', header: headers.comment, value: (s) => s.comment },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        intro={texts.intro}
        actions={<CsvButton name={texts.csvName} columns={columns} rows={scores.data ?? []} />}
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'select', key: 'expertId', label: texts.expert, useOptions: useExpertOptions },
          { kind: 'select', key: 'managerId', label: texts.manager, useOptions: useManagerOptions },
          { kind: 'select', key: 'productId', label: texts.product, useOptions: useProductOptions },
          { kind: 'dateRange', from: 'from', to: 'to', label: texts.period },
        ]}
      />
      {scores.data && <Summary scores={scores.data} />}
      <Stack gap="sm" component="section" aria-labelledby={tableId}>
        <Title order={2} size="h4" id={tableId}>
          {texts.table}
        </Title>
        <ListResults
          query={{ ...scores, data: scores.data && list.pageOf(scores.data) }}
          list={list}
          empty={texts.empty}
          emptyFiltered={texts.emptyFiltered}
        >
          {(rows) => <ListTable label={texts.table} rows={rows} rowKey={(s) => s.id} columns={columns} />}
        </ListResults>
      </Stack>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.1}>
        {value}
      </Text>
    </div>
  );
}

/** The average and the count of the chosen scores, and the average of each month as a chart and a table. */
function Summary({ scores }: { scores: SatisfactionScore[] }) {
  const stats = scoreStats(scores);
  const months = monthlyAverages(scores);
  const chartId = useId();
  return (
    <>
      <Group gap="xl">
        <Figure label={texts.average} value={formatAverage(stats.average)} />
        <Figure label={texts.count} value={stats.count} />
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={chartId}>
        <Title order={2} size="h4" id={chartId} mb="sm">
          {texts.chart}
        </Title>
        {months.length ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <div style={{ gridColumn: 'span 2', minWidth: 0 }}>
              <LazyChart
                type="line"
                data={months.map(({ month, average }) => ({ month: monthLabel(month), average }))}
                dataKey="month"
                series={[{ name: 'average', label: texts.chartSeries, color: 'blue.6' }]}
                yAxisProps={{ domain: [0, SCORE_MAX], allowDecimals: false }}
                // the first and the last month's dots stay inside the chart
                xAxisProps={{ padding: { left: 24, right: 24 } }}
                valueFormatter={formatAverage}
              />
            </div>
            <ListTable
              label={texts.chartTable}
              caption
              minWidth={0}
              rows={months}
              rowKey={(m) => m.month}
              columns={monthColumns}
            />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{texts.chartEmpty}</Text>
        )}
      </Paper>
    </>
  );
}
