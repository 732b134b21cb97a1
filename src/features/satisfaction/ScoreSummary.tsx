import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ListTable } from '@/components/lists/ListTable';
import { formatAverage, type scoreStats } from './stats';
import { satisfactionTexts } from './texts';

const texts = satisfactionTexts.mine;

/** The average, the number of scores and how many of each value (a table, its bars only drawn). */
export function ScoreSummary({ stats }: { stats: ReturnType<typeof scoreStats> }) {
  const headingId = useId();
  const most = Math.max(1, ...stats.distribution.map((d) => d.count));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {texts.summary}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              {texts.average}
            </Text>
            <Group gap={6} align="baseline">
              <Text fz={36} fw={700} lh={1}>
                {formatAverage(stats.average)}
              </Text>
              <Text c="dimmed">{texts.outOfTen}</Text>
            </Group>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {texts.count}
            </Text>
            <Text fw={600}>{texts.countValue(stats.count)}</Text>
          </div>
        </Stack>
        <ListTable
          label={texts.distribution}
          caption
          minWidth={0}
          verticalSpacing={2}
          horizontalSpacing="xs"
          withRowBorders={false}
          rows={stats.distribution}
          rowKey={(row) => row.score}
          columns={[
            { key: 'score', header: satisfactionTexts.table.score, value: (row) => satisfactionTexts.outOf(row.score) },
            {
              key: 'count',
              header: texts.count,
              phone: 'key',
              value: (row) => row.count,
              cell: ({ count }) => (
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" w={24}>
                    {count}
                  </Text>
                  <Progress value={(count / most) * 100} size="md" flex={1} aria-hidden />
                </Group>
              ),
            },
          ]}
        />
      </SimpleGrid>
    </Paper>
  );
}
