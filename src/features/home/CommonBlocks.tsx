import { Group, Stack, Text } from '@mantine/core';
import type { CalendarEventOccurrence } from '@portal/sdk/model';
import { useQueries, useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { AnchorLink } from '@/components/links';
import { formatDate } from '@/copy/dates';
import { calendarMonths, eventsQuery, newsQuery } from './api';
import type { CaseLinks } from './case-links';
import { upcomingEvents } from './home-data';
import { ListBlock } from './HomeBlock';
import { homeTexts } from './texts';

const SHOWN_EVENTS = 5;

/** "Dziś", "Jutro" or the date; an all-day event keeps the day it was set on (stored at midnight UTC). */
function dayLabel(event: CalendarEventOccurrence, today: string) {
  const day = event.allDay ? event.occurrenceStart.slice(0, 10) : dayjs(event.occurrenceStart).format('YYYY-MM-DD');
  if (day === today) return homeTexts.events.today;
  if (day === dayjs(today).add(1, 'day').format('YYYY-MM-DD')) return homeTexts.events.tomorrow;
  return day;
}

const timeLabel = (event: CalendarEventOccurrence) =>
  event.allDay
    ? homeTexts.events.allDay
    : `${dayjs(event.occurrenceStart).format('HH:mm')}–${dayjs(event.occurrenceEnd).format('HH:mm')}`;

export interface EventsBlockProps {
  today: string;
  now: Date;
  /** The role's case pages, for the events of a case (none for a role without them). */
  links?: CaseLinks;
}

/**
 * The person's next calendar events (this month's and the next month's calendar, what is not over yet), each with
 * its day and time, and its case or place. The next month is extra: if it fails, this month's events still show.
 */
export function EventsBlock({ today, now, links }: EventsBlockProps) {
  const texts = homeTexts.events;
  const [current, next] = useQueries({ queries: calendarMonths(today).map(eventsQuery) });
  const items = upcomingEvents([...(current.data ?? []), ...(next.data ?? [])], now).slice(0, SHOWN_EVENTS);
  return (
    <ListBlock
      texts={texts}
      more={linkOptions({ to: '/calendar' })}
      query={{ isPending: current.isPending || next.isPending, error: current.error, data: current.data }}
      items={items}
      keyOf={(event) => `${event.id}:${event.occurrenceStart}`}
    >
      {(event) => (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={0} w={92} style={{ flexShrink: 0 }}>
            <Text size="sm" fw={600}>
              {dayLabel(event, today)}
            </Text>
            <Text size="xs" c="dimmed">
              {timeLabel(event)}
            </Text>
          </Stack>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {event.title}
            </Text>
            {event.case && links ? (
              <AnchorLink {...links.details(event.case.id)} size="sm">
                {event.case.name}
              </AnchorLink>
            ) : null}
            {/* one link an event at most: two stacked small links would be too close to tap apart */}
            {(event.location || event.meetingUrl) && (
              <Text size="xs" c="dimmed">
                {event.location ?? texts.online}
              </Text>
            )}
          </Stack>
        </Group>
      )}
    </ListBlock>
  );
}

/** The three latest news, each leading to its page (a period summary to its own). */
export function NewsBlock() {
  const texts = homeTexts.news;
  const query = useQuery(newsQuery());
  const items = query.data?.items ?? [];
  return (
    <ListBlock texts={texts} more={linkOptions({ to: '/news' })} query={query} items={items} keyOf={(news) => news.id}>
      {(news) => (
        <Stack gap={2}>
          {(news.emailSentAt ?? news.createdAt) && (
            <Text size="xs" c="dimmed">
              {formatDate((news.emailSentAt ?? news.createdAt)!)}
            </Text>
          )}
          {news.isSummary ? (
            <AnchorLink to="/news/summary/$id" params={{ id: news.id }} fw={600} size="sm">
              {news.title}
            </AnchorLink>
          ) : (
            <AnchorLink to="/news/$id" params={{ id: news.id }} fw={600} size="sm">
              {news.title}
            </AnchorLink>
          )}
          {news.introduction && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {news.introduction}
            </Text>
          )}
        </Stack>
      )}
    </ListBlock>
  );
}
