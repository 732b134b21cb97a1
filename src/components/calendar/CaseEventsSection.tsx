import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { getListCalendarEventsForCaseQueryOptions } from '@portal/sdk';
import type { CalendarEventOccurrence } from '@portal/sdk/model';
import { useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { AnchorLink, ButtonLink } from '@/components/links';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { ApiErrorAlert } from '@/components/QueryState';
import { caseEventsTexts as texts } from './texts';
import { whenText } from './when-text';

const SHOWN = 5;

/** The occurrences not over yet at `now`, soonest first, each once. */
export function upcoming(occurrences: CalendarEventOccurrence[], now: Date) {
  const byKey = new Map(occurrences.map((item) => [`${item.id}@${item.occurrenceStart}`, item]));
  return [...byKey.values()]
    .filter((item) => Date.parse(item.occurrenceEnd) >= now.getTime())
    .sort((a, b) => a.occurrenceStart.localeCompare(b.occurrenceStart));
}

/**
 * The case's next events (this month's and the next month's calendar of the case) on its details, with the way to
 * the case's calendar and, for staff, to a new event of the case.
 */
export function CaseEventsSection({ caseId }: { caseId: number }) {
  const titleId = useId();
  const [now] = useState(() => new Date());
  const { roles } = useCurrentProfile();
  const mayPlan = roles.some((role) => role !== 'Client');
  const months = [dayjs(now).format('YYYY-MM-DD'), dayjs(now).add(1, 'month').startOf('month').format('YYYY-MM-DD')];
  const [current, next] = useQueries({
    queries: months.map((date) => getListCalendarEventsForCaseQueryOptions({ date, caseId })),
  });
  const items = upcoming([...(current.data ?? []), ...(next.data ?? [])], now).slice(0, SHOWN);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {texts.title}
        </Title>
        <Group gap="xs">
          <AnchorLink to="/calendar/case/$caseId" params={{ caseId }} size="sm">
            {texts.calendar}
          </AnchorLink>
          {mayPlan && (
            <ButtonLink to="/calendarEvent/create/case/$caseId" params={{ caseId }} size="xs" variant="light">
              {texts.add}
            </ButtonLink>
          )}
        </Group>
      </Group>
      {current.error && !current.data ? (
        <ApiErrorAlert error={current.error} />
      ) : current.isPending ? (
        <LoadingSkeleton label={texts.loading} shape="part" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-label={texts.list}>
          {items.map((item) => (
            <List.Item key={`${item.id}@${item.occurrenceStart}`}>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {[whenText(item), item.location].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
