import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
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
        <Table verticalSpacing={2} horizontalSpacing="xs" withRowBorders={false}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{texts.distribution}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{satisfactionTexts.table.score}</Table.Th>
              <Table.Th>{texts.count}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.distribution.map(({ score, count }) => (
              <Table.Tr key={score}>
                <Table.Td>{satisfactionTexts.outOf(score)}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Text size="sm" w={24}>
                      {count}
                    </Text>
                    <Progress value={(count / most) * 100} size="md" flex={1} aria-hidden />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Paper>
  );
}
