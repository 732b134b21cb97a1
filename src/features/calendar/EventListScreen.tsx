import { Badge, Stack } from '@mantine/core';
import { getListCalendarEventsQueryOptions } from '@portal/sdk';
import type { CalendarEvent, CalendarEventType } from '@portal/sdk/model';
import { IconPlus } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { whenText } from '@/components/calendar/when-text';
import { ButtonLink } from '@/components/links';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { calendarEventTypeLabels, recurrenceLabels } from '@/copy/calendar-labels';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { useDeleteCalendarEvent } from './api';
import { eventTypeColors } from './event-colors';
import { eventList } from './list';
import { calendarTexts } from './texts';

type Search = Parameters<typeof eventList.view>[0];
type View = ReturnType<typeof eventList.view>;
const texts = calendarTexts.list;
const { columns: headers } = texts;

/** Whether an event (or, for a series, any day of it) falls within the period's days (either end may be open). */
function inPeriod(event: CalendarEvent, from: string | undefined, to: string | undefined) {
  const first = event.start.slice(0, 10);
  const last = event.recurrence ? (event.recurrenceEndDate?.slice(0, 10) ?? '9999-12-31') : event.end.slice(0, 10);
  return (!to || first <= to) && (!from || last >= from);
}

const chosen = (view: View) => (event: CalendarEvent) =>
  (!view.type || event.type === view.type) &&
  (!view.caseId || event.caseId === view.caseId) &&
  inPeriod(event, view.from, view.to);

const TypeTag = ({ type }: { type: CalendarEventType }) => (
  <Badge color={eventTypeColors[type]} variant="filled">
    {calendarEventTypeLabels[type]}
  </Badge>
);

const recurrenceText = (event: CalendarEvent) =>
  event.recurrence
    ? [
        recurrenceLabels[event.recurrence],
        event.recurrenceEndDate && calendarTexts.details.recurrenceUntil(event.recurrenceEndDate.slice(0, 10)),
      ]
        .filter(Boolean)
        .join(' ')
    : texts.once;

const columns: ListColumn<CalendarEvent, (typeof eventList.sortFields)[number]>[] = [
  { key: 'title', header: headers.title, sort: 'title', value: (event) => event.title },
  {
    key: 'type',
    header: headers.type,
    value: (event) => calendarEventTypeLabels[event.type],
    cell: ({ type }) => <TypeTag type={type} />,
  },
  {
    key: 'when',
    header: headers.when,
    sort: 'start',
    value: (event) => whenText({ occurrenceStart: event.start, occurrenceEnd: event.end, allDay: event.allDay }),
  },
  { key: 'recurrence', header: headers.recurrence, value: recurrenceText },
  { key: 'case', header: headers.case, value: (event) => event.case?.name },
];

/**
 * `/calendarEvents`: every calendar event (a series as one row) with filters by type, period and case. The
 * contract's list takes only a text search and the order: the whole list is read (in its largest pages), filtered
 * and paged here.
 */
export function EventListScreen({ search }: { search: Search }) {
  const list = useListView(eventList, search);
  const { view } = list;
  const remove = useDeleteCalendarEvent();
  const all = useEveryPage<CalendarEvent>((page) =>
    getListCalendarEventsQueryOptions({
      page,
      pageSize: EVERY_PAGE_SIZE,
      search: view.search,
      sortBy: view.sortBy,
      sortDirection: view.sortDirection,
    }),
  );
  const caseOptions = [
    ...new Map((all.data ?? []).flatMap((event) => (event.case ? [[event.case.id, event.case.name] as const] : []))),
  ]
    .sort((a, b) => a[1].localeCompare(b[1], 'pl'))
    .map(([id, name]) => ({ value: String(id), label: name }));

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <ButtonLink to="/calendarEvent/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {calendarTexts.newEvent}
          </ButtonLink>
        }
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder },
          {
            kind: 'select',
            key: 'type',
            label: texts.type,
            placeholder: texts.allTypes,
            options: calendarEventTypeLabels,
          },
          { kind: 'dateRange', from: 'from', to: 'to', label: texts.dates },
          {
            kind: 'select',
            key: 'caseId',
            label: texts.case,
            placeholder: texts.allCases,
            options: caseOptions,
            searchable: true,
          },
        ]}
      />
      <ListResults
        query={{ ...all, data: all.data && list.pageOf(all.data.filter(chosen(view))) }}
        list={list}
        texts={texts}
      >
        {(events) => (
          <ListTable
            columns={columns}
            rows={events}
            rowKey={(event) => event.id}
            label={texts.table}
            sort={list.sort}
            actions={{
              name: (event) => event.title,
              edit: (event) => linkOptions({ to: '/calendarEvent/$id/edit', params: { id: event.id } }),
              remove: (event) => ({
                title: calendarTexts.deleteTitle,
                message: calendarTexts.deleteConfirm(event.title),
                onConfirm: () =>
                  remove.mutate({ id: event.id }, { onSuccess: () => notifySaved(calendarTexts.deleted) }),
              }),
            }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
