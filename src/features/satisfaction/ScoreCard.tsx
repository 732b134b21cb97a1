import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SatisfactionScore } from '@portal/sdk/model';
import type { ReactNode } from 'react';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { satisfactionTexts } from './texts';

const texts = satisfactionTexts.mine;

/** Green from 9, yellow from 7, red below: how the firm reads a score at a glance (the text says the number). */
const scoreColor = (score: number) => (score >= 9 ? 'green' : score >= 7 ? 'yellow' : 'red');

export interface ScoreCardProps {
  score: SatisfactionScore;
  /** The case's name, or a link to the case. */
  title: ReactNode;
  /** Shows who gave the score (the staff's view). */
  withClient?: boolean;
  /** A link to change the score (the client's view). */
  action?: ReactNode;
}

/** One score in a list: the case, the score, when and (for the staff) by whom, the comment. */
export function ScoreCard({ score, title, withClient, action }: ScoreCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600}>{title}</Text>
          <Badge size="lg" variant="light" color={scoreColor(score.score)} style={{ flexShrink: 0 }}>
            {satisfactionTexts.outOf(score.score)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            withClient && score.client && texts.client(fullName(score.client)),
            score.createdAt && texts.given(formatDate(score.createdAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text
          style={{ whiteSpace: 'pre-wrap' }}
          c={score.comment ? undefined : 'dimmed'}
          fs={score.comment ? undefined : 'italic'}
        >
          {score.comment || texts.noComment}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
