import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title, type ComboboxData } from '@mantine/core';
import type { SatisfactionScore } from '@portal/sdk/model';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useMemo } from 'react';
import { DayInput } from '@/components/DayInput';
import { ListPagination } from '@/components/lists/ListPagination';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { queryStateTexts } from '@/components/texts';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { saveBlob } from '@/lib/files';
import { toCsv } from './csv';
import { scoreCsvRows, useKpiOptions, useKpiScores } from './kpi-data';
import { hasKpiFilters, type KpiSatisfactionSearch } from './kpi-search';
import { formatAverage, monthLabel, monthlyAverages, scoreStats } from './stats';
import { satisfactionTexts } from './texts';

// recharts comes with the chart only, after the screen's own code
const AverageChart = lazy(() => import('./AverageChart'));

const texts = satisfactionTexts.kpi;
const columns = satisfactionTexts.table;
/** Scores to a page of the table. */
export const KPI_PAGE_SIZE = 25;

/**
 * `/kpi/satisfactionScores` (administration): every score, filtered by expert, manager, product and the period
 * given (all in the URL), the average and the monthly average as a chart, the table, and the filtered scores as a
 * CSV file.
 */
export function KpiSatisfactionScreen({ search }: { search: KpiSatisfactionSearch }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const options = useKpiOptions();
  const scores = useKpiScores(search);
  const setFilters = (changes: Partial<KpiSatisfactionSearch>) =>
    void navigate({ to: '/kpi/satisfactionScores', search: (prev) => ({ ...prev, ...changes, page: undefined }) });
  const expertNames = useMemo(
    () => new Map((options.experts as { value: string; label: string }[]).map((o) => [Number(o.value), o.label])),
    [options.experts],
  );
  const expertName = (id: number | null | undefined) => (id ? (expertNames.get(id) ?? '') : '');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{texts.intro}</Text>
      </div>
      <Filters
        search={search}
        options={options}
        onChange={setFilters}
        onClear={() => void navigate({ to: '/kpi/satisfactionScores', search: {} })}
      />
      <QueryState query={scores}>
        {scores.data && (
          <Results
            scores={scores.data}
            page={search.page ?? 1}
            expertName={expertName}
            onPage={(page) =>
              void navigate({
                to: '/kpi/satisfactionScores',
                search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }),
              })
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}

interface FiltersProps {
  search: KpiSatisfactionSearch;
  options: ReturnType<typeof useKpiOptions>;
  onChange: (changes: Partial<KpiSatisfactionSearch>) => void;
  onClear: () => void;
}

function Filters({ search, options, onChange, onClear }: FiltersProps) {
  const idSelect = (key: 'expertId' | 'managerId' | 'productId', label: string, data: ComboboxData, any: string) => (
    <Select
      label={label}
      placeholder={any}
      data={data}
      value={search[key] === undefined ? null : String(search[key])}
      onChange={(value) => onChange({ [key]: value ? Number(value) : undefined })}
      searchable
      clearable
    />
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={texts.filters}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
        {idSelect('expertId', texts.expert, options.experts, texts.any)}
        {idSelect('managerId', texts.manager, options.managers, texts.any)}
        {idSelect('productId', texts.product, options.products, texts.anyProduct)}
        <DayInput
          label={texts.from}
          clearable
          value={search.from}
          onChange={(from) => onChange({ from: from || undefined })}
        />
        <DayInput label={texts.to} clearable value={search.to} onChange={(to) => onChange({ to: to || undefined })} />
      </SimpleGrid>
      {hasKpiFilters(search) && (
        <Button variant="subtle" mt="sm" onClick={onClear}>
          {texts.clear}
        </Button>
      )}
    </Paper>
  );
}

interface ResultsProps {
  scores: SatisfactionScore[];
  page: number;
  onPage: (page: number) => void;
  expertName: (id: number | null | undefined) => string;
}

function Results({ scores, page, onPage, expertName }: ResultsProps) {
  const stats = scoreStats(scores);
  const months = monthlyAverages(scores);
  const chartId = useId();
  const tableId = useId();
  // the day of the export names the file: read when exporting, not when the page rendered
  const exportCsv = () =>
    saveBlob(
      new Blob([toCsv(texts.csvHeader, scoreCsvRows(scores, expertName))], { type: 'text/csv;charset=utf-8' }),
      texts.exportFile(formatDate(new Date())),
    );
  const shown = scores.slice((page - 1) * KPI_PAGE_SIZE, page * KPI_PAGE_SIZE);

  return (
    <>
      <Group gap="xl" align="flex-end" justify="space-between">
        <Group gap="xl">
          <div>
            <Text size="sm" c="dimmed">
              {texts.average}
            </Text>
            <Text fz={32} fw={700} lh={1.1}>
              {formatAverage(stats.average)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {texts.count}
            </Text>
            <Text fz={32} fw={700} lh={1.1}>
              {stats.count}
            </Text>
          </div>
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
          disabled={!scores.length}
        >
          {texts.export}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={chartId}>
        <Title order={2} size="h4" id={chartId} mb="sm">
          {texts.chart}
        </Title>
        {months.length ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <div style={{ gridColumn: 'span 2', minWidth: 0 }}>
              <Suspense fallback={<LoadingSkeleton label={queryStateTexts.loading} shape="part" />}>
                <AverageChart months={months} />
              </Suspense>
            </div>
            <Table>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{texts.chartTable}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.month}</Table.Th>
                  <Table.Th>{texts.monthAverage}</Table.Th>
                  <Table.Th>{texts.count}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Td>{monthLabel(m.month)}</Table.Td>
                    <Table.Td>{formatAverage(m.average)}</Table.Td>
                    <Table.Td>{m.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{texts.chartEmpty}</Text>
        )}
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby={tableId}>
        <Title order={2} size="h4" id={tableId}>
          {texts.table}
        </Title>
        {scores.length === 0 ? (
          <Text c="dimmed">{texts.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-labelledby={tableId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{columns.date}</Table.Th>
                  <Table.Th>{columns.case}</Table.Th>
                  <Table.Th>{columns.client}</Table.Th>
                  <Table.Th>{columns.expert}</Table.Th>
                  <Table.Th>{columns.score}</Table.Th>
                  <Table.Th>{columns.comment}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.createdAt && formatDate(s.createdAt)}</Table.Td>
                    <Table.Td>
                      <AnchorLink to="/cases/$id" params={{ id: s.caseId }} size="sm">
                        {s.case?.name}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{s.client && fullName(s.client)}</Table.Td>
                    <Table.Td>{expertName(s.expertId)}</Table.Td>
                    <Table.Td fw={600}>{satisfactionTexts.outOf(s.score)}</Table.Td>
                    <Table.Td maw={360}>{s.comment}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination
          totalCount={scores.length}
          pageSize={KPI_PAGE_SIZE}
          page={page}
          onPage={onPage}
          labels={satisfactionTexts.mine.pages}
        />
      </Stack>
    </>
  );
}
