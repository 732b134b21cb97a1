import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import plLocale from '@fullcalendar/react/locales/pl';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar.css';
import { Box, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { CalendarEventOccurrence, CalendarEventType } from '@portal/sdk/model';
import { IconDownload } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { ApiErrorAlert } from '@/components/QueryState';
import { usePhone } from '@/components/use-phone';
import { calendarEventTypeLabels } from '@/copy/calendar-labels';
import type { MonthQuery } from './api';
import { useMoveEvent } from './event-actions';
import { eventTypeCss } from './event-colors';
import { EventDetails } from './EventDetails';
import { downloadIcs, toIcs } from './ics';
import { calendarTexts as texts } from './texts';

/** The first days (YYYY-MM-DD) of the months [start, end) touches: the calendar lists are asked per month. */
export function monthsOf(start: Date, end: Date): string[] {
  const months: string[] = [];
  for (let month = dayjs(start).startOf('month'); month.isBefore(end); month = month.add(1, 'month'))
    months.push(month.format('YYYY-MM-DD'));
  return months;
}

const nextDay = (day: string) => dayjs(day).add(1, 'day').format('YYYY-MM-DD');

/** An occurrence as FullCalendar shows it: coloured by type, an all-day one over whole days (end exclusive). */
const calendarEvent = (occurrence: CalendarEventOccurrence, editable: boolean) => ({
  id: `${occurrence.id}@${occurrence.occurrenceStart}`,
  title: occurrence.title,
  allDay: occurrence.allDay,
  start: occurrence.allDay ? occurrence.occurrenceStart.slice(0, 10) : occurrence.occurrenceStart,
  end: occurrence.allDay ? nextDay(occurrence.occurrenceEnd.slice(0, 10)) : occurrence.occurrenceEnd,
  color: eventTypeCss(occurrence.type),
  contrastColor: '#fff',
  // a recurring event is changed through its form ("this one / this and future"), not by dragging
  editable: editable && !occurrence.recurrence,
  extendedProps: { occurrence },
});

export interface CalendarViewProps {
  /** The month lists of this calendar. */
  source: MonthQuery;
  /** Whether the viewer may change events (staff): drag to move, edit and delete from the details. */
  editable: boolean;
}

/**
 * A calendar (month, week, day; an agenda list on phones) in Polish, weeks from Monday, today marked, events
 * coloured by type with a legend; an event opens its details; the view exports to .ics.
 */
export default function CalendarView({ source, editable }: CalendarViewProps) {
  const phone = usePhone();
  const [range, setRange] = useState(() => {
    const now = dayjs();
    return { start: now.startOf('month').toDate(), end: now.endOf('month').toDate() };
  });
  const [selected, setSelected] = useState<CalendarEventOccurrence | null>(null);
  const move = useMoveEvent();
  const months = useQueries({
    queries: monthsOf(range.start, range.end).map(source),
    combine: (results) => {
      const byKey = new Map<string, CalendarEventOccurrence>();
      for (const item of results.flatMap((result) => result.data ?? []))
        byKey.set(`${item.id}@${item.occurrenceStart}`, item);
      return {
        occurrences: [...byKey.values()],
        isPending: results.some((result) => result.isPending),
        error: results.find((result) => result.error)?.error,
      };
    },
  });
  const inView = months.occurrences.filter(
    (item) =>
      Date.parse(item.occurrenceEnd) >= range.start.getTime() && Date.parse(item.occurrenceStart) < range.end.getTime(),
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Group gap="md" role="list" aria-label={texts.legend}>
          {(Object.keys(calendarEventTypeLabels) as CalendarEventType[]).map((type) => (
            <Group key={type} gap={6} role="listitem">
              <ColorSwatch color={eventTypeCss(type)} size={14} aria-hidden />
              <Text size="sm">{calendarEventTypeLabels[type]}</Text>
            </Group>
          ))}
        </Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={inView.length === 0}
          onClick={() =>
            downloadIcs(
              toIcs(inView, new Date().toISOString()),
              texts.fileName(dayjs(range.start).format('YYYY-MM-DD')),
            )
          }
        >
          {texts.exportView}
        </Button>
      </Group>
      {months.error !== undefined && months.occurrences.length === 0 && <ApiErrorAlert error={months.error} />}
      {months.isPending && <LoadingSkeleton label={texts.loading} shape="part" />}
      <Box className="portal-calendar">
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={plLocale}
          {...texts.fullCalendar}
          // a view's button is named by its text
          viewHint={(buttonText: string) => buttonText}
          listItemEventTitleClass="portal-calendar-wrap"
          firstDay={1}
          initialView={phone ? 'listWeek' : 'dayGridMonth'}
          headerToolbar={
            phone
              ? { start: 'prev,next today', center: 'title', end: 'listWeek,timeGridDay' }
              : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
          }
          nowIndicator
          height="auto"
          dayMaxEvents={4}
          noEventsContent={texts.empty}
          events={months.occurrences.map((item) => calendarEvent(item, editable))}
          editable={editable}
          eventDurationEditable={false}
          datesSet={(info) => setRange({ start: info.start, end: info.end })}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setSelected(info.event.extendedProps.occurrence as CalendarEventOccurrence);
          }}
          eventDrop={(info) =>
            move(
              info.event.extendedProps.occurrence as CalendarEventOccurrence,
              info.event.start!,
              info.event.end,
              info.revert,
            )
          }
        />
      </Box>
      <EventDetails event={selected} editable={editable} onClose={() => setSelected(null)} />
    </Stack>
  );
}
