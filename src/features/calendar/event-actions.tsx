import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CalendarEventOccurrence } from '@portal/sdk/model';
import dayjs from 'dayjs';
import { notifySaved } from '@/components/notify-saved';
import {
  useCreateCalendarEvent,
  useDeleteCalendarEvent,
  useDeleteCalendarEventFuture,
  usePatchCalendarEvent,
  useUpdateCalendarEvent,
} from './api';
import type { SeriesStep } from './series';
import { calendarTexts as texts } from './texts';

/** Runs the calls of a change to a (recurring) event in order; the first failure stops the rest and is thrown. */
export function useSeriesSteps() {
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const patch = usePatchCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const removeFuture = useDeleteCalendarEventFuture();
  const run = async (steps: SeriesStep[]) => {
    for (const step of steps) {
      if (step.kind === 'create') await create.mutateAsync({ data: step.data });
      else if (step.kind === 'update') await update.mutateAsync({ id: step.id, data: step.data });
      else if (step.kind === 'patch') await patch.mutateAsync({ id: step.id, data: step.data });
      else if (step.kind === 'delete') await remove.mutateAsync({ id: step.id });
      else await removeFuture.mutateAsync({ id: step.id });
    }
  };
  const pending = [create, update, patch, remove, removeFuture].some((mutation) => mutation.isPending);
  return { run, pending };
}

/** Where an event dropped at `start` (and `end`, when the calendar gives one) now lies, as the API stores it. */
export function movedTimes(event: CalendarEventOccurrence, start: Date, end: Date | null) {
  const duration = Date.parse(event.end) - Date.parse(event.start);
  // an all-day event keeps the API's shape: its day from midnight UTC
  const from = event.allDay ? `${dayjs(start).format('YYYY-MM-DD')}T00:00:00.000Z` : start.toISOString();
  const to = end && !event.allDay ? end.toISOString() : new Date(Date.parse(from) + duration).toISOString();
  return { start: from, end: to };
}

/**
 * Moves a (single) event dragged to another time: PATCH of its start and end; the notice offers "Cofnij", which
 * puts the old times back. A refused move puts the event back where it was (`revert`).
 */
export function useMoveEvent() {
  const patch = usePatchCalendarEvent();
  return (event: CalendarEventOccurrence, start: Date, end: Date | null, revert: () => void) => {
    const before = { start: event.start, end: event.end };
    const after = movedTimes(event, start, end);
    const id = `calendar-moved-${event.id}`;
    const undo = () => {
      notifications.hide(id);
      patch.mutate({ id: event.id, data: before }, { onSuccess: () => notifySaved(texts.undone) });
    };
    patch.mutate(
      { id: event.id, data: after },
      {
        onSuccess: () =>
          notifications.show({
            id,
            color: 'green',
            title: texts.movedTitle,
            autoClose: 8000,
            message: (
              <Stack gap={6} align="flex-start">
                <Text size="sm">
                  {texts.moved(
                    event.title,
                    dayjs(after.start).format(event.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'),
                  )}
                </Text>
                <Button size="compact-sm" variant="light" onClick={undo}>
                  {texts.undo}
                </Button>
              </Stack>
            ),
          }),
        onError: revert,
      },
    );
  };
}
