import { ActionIcon, Badge, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { getListCalendarEventsQueryOptions } from '@portal/sdk';
import type { CalendarEvent, CalendarEventType } from '@portal/sdk/model';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { confirmAction } from '@/components/confirm';
import { ButtonLink } from '@/components/links';
import { DateRangeFilter } from '@/components/lists/DateRangeFilter';
import { ListPagination } from '@/components/lists/ListPagination';
import { ListSearchInput } from '@/components/lists/ListSearchInput';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { calendarEventTypeLabels, recurrenceLabels } from '@/copy/calendar-labels';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { useDeleteCalendarEvent } from './api';
import { eventTypeColors } from './event-colors';
import { whenText } from '@/components/calendar/when-text';
import type { EventListSearch } from './search';
import { calendarTexts } from './texts';

const texts = calendarTexts.list;
const PAGE_SIZE = 25;
const typeOptions = Object.entries(calendarEventTypeLabels).map(([value, label]) => ({ value, label }));

/** Whether an event (or, for a series, any day of it) falls within [from, to] (days). */
function inRange(event: CalendarEvent, from: string, to: string) {
  const first = event.start.slice(0, 10);
  const last = event.recurrence ? (event.recurrenceEndDate?.slice(0, 10) ?? '9999-12-31') : event.end.slice(0, 10);
  return first <= to && last >= from;
}

/**
 * `/calendarEvents`: every calendar event (series as one row) with filters by type, period and case and paging.
 * The contract's list has only a text search: the whole list is read (in its largest pages) and filtered here.
 */
export function EventListScreen({ search }: { search: EventListSearch }) {
  const navigate = useNavigate({ from: '/calendarEvents' });
  const remove = useDeleteCalendarEvent();
  const all = useEveryPage<CalendarEvent>((page) =>
    getListCalendarEventsQueryOptions({
      page,
      pageSize: EVERY_PAGE_SIZE,
      search: search.search,
      sortBy: 'start',
      sortDirection: 0,
    }),
  );
  const setSearch = (change: Partial<EventListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...change }), replace: true });
  const events = (all.data ?? []).filter(
    (event) =>
      (!search.type || event.type === search.type) &&
      (!search.caseId || event.caseId === search.caseId) &&
      (!search.from || !search.to || inRange(event, search.from, search.to)),
  );
  const page = search.page ?? 1;
  const shown = events.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const caseOptions = [
    ...new Map((all.data ?? []).flatMap((event) => (event.case ? [[event.case.id, event.case.name] as const] : []))),
  ]
    .sort((a, b) => a[1].localeCompare(b[1], 'pl'))
    .map(([id, name]) => ({ value: String(id), label: name }));
  const askDelete = (event: CalendarEvent) =>
    confirmAction({
      title: calendarTexts.deleteTitle,
      message: calendarTexts.deleteConfirm(event.title),
      destructive: true,
      onConfirm: () => remove.mutate({ id: event.id }, { onSuccess: () => notifySaved(calendarTexts.deleted) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{texts.title}</Title>
        <ButtonLink to="/calendarEvent/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {calendarTexts.newEvent}
        </ButtonLink>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <ListSearchInput
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={search.search}
          onSearch={(value) => setSearch({ search: value })}
        />
        <Select
          label={texts.type}
          placeholder={texts.allTypes}
          data={typeOptions}
          clearable
          value={search.type ?? null}
          onChange={(value) => setSearch({ type: (value ?? undefined) as CalendarEventType | undefined })}
        />
        <DateRangeFilter
          label={texts.dates}
          placeholder={texts.datesPlaceholder}
          from={search.from}
          to={search.to}
          onChange={(from, to) => setSearch({ from, to })}
        />
        <Select
          label={texts.case}
          placeholder={texts.allCases}
          data={caseOptions}
          searchable
          clearable
          value={search.caseId ? String(search.caseId) : null}
          onChange={(value) => setSearch({ caseId: value ? Number(value) : undefined })}
        />
      </SimpleGrid>
      <QueryState query={all}>
        {events.length === 0 ? (
          <Text c="dimmed">{texts.empty}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {texts.count(shown.length, events.length)}
            </Text>
            <Table.ScrollContainer minWidth={760}>
              <Table striped aria-label={texts.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{texts.columns.title}</Table.Th>
                    <Table.Th>{texts.columns.type}</Table.Th>
                    <Table.Th>{texts.columns.when}</Table.Th>
                    <Table.Th>{texts.columns.recurrence}</Table.Th>
                    <Table.Th>{texts.columns.case}</Table.Th>
                    <Table.Th>{texts.columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td>{event.title}</Table.Td>
                      <Table.Td>
                        <Badge color={eventTypeColors[event.type]} variant="filled">
                          {calendarEventTypeLabels[event.type]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {whenText({ occurrenceStart: event.start, occurrenceEnd: event.end, allDay: event.allDay })}
                      </Table.Td>
                      <Table.Td>
                        {event.recurrence
                          ? [
                              recurrenceLabels[event.recurrence],
                              event.recurrenceEndDate &&
                                calendarTexts.details.recurrenceUntil(event.recurrenceEndDate.slice(0, 10)),
                            ]
                              .filter(Boolean)
                              .join(' ')
                          : texts.once}
                      </Table.Td>
                      <Table.Td>{event.case?.name ?? '–'}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ButtonLink
                            to="/calendarEvent/$id/edit"
                            params={{ id: event.id }}
                            variant="subtle"
                            size="compact-md"
                            px={6}
                            aria-label={texts.editOf(event.title)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ButtonLink>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={texts.deleteOf(event.title)}
                            onClick={() => askDelete(event)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              totalCount={events.length}
              pageSize={PAGE_SIZE}
              page={page}
              onPage={(next) =>
                void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
              }
              labels={texts.pages}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
