import type { CalendarEvent, CalendarEventInput, CalendarEventPatch } from '@portal/sdk/model';
import { dayBefore, nextStart } from '@/lib/calendar/occurrences';

// "This one" or "this one and all future ones" of a recurring event, with the contract's calls. The contract has
// no exception dates and names an event, not an occurrence, so:
// - this and future, from the series' first occurrence: the whole series (PUT; DELETE …/future);
// - this and future, from a later one: the series is cut the day before it (PATCH recurrenceEndDate) and, when
//   editing, the changed series starts there as a new event (POST);
// - this one: the series skips it (cut before it and continued from the next occurrence as a new event, or its
//   start moved on when it is the first) and, when editing, the changed occurrence is a single event of its own.

export type Scope = 'single' | 'future';

export type SeriesStep =
  | { kind: 'create'; data: CalendarEventInput }
  | { kind: 'update'; id: number; data: CalendarEventInput }
  | { kind: 'patch'; id: number; data: CalendarEventPatch }
  | { kind: 'delete'; id: number }
  | { kind: 'deleteFuture'; id: number };

/** The event as a body that recreates it. */
export const inputOf = (event: CalendarEvent): CalendarEventInput => ({
  title: event.title,
  description: event.description ?? null,
  type: event.type,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
  location: event.location ?? null,
  meetingType: event.meetingType ?? null,
  meetingUrl: event.meetingUrl ?? null,
  caseId: event.caseId ?? null,
  userId: event.userId ?? null,
  organisationId: event.organisationId ?? null,
  participantIds: (event.participants ?? []).map((person) => person.id),
  recurrence: event.recurrence ?? null,
  recurrenceWeekdays: event.recurrenceWeekdays ?? [],
  // the contract's date-time (a stored day alone is that day's midnight UTC)
  recurrenceEndDate: event.recurrenceEndDate ? `${event.recurrenceEndDate.slice(0, 10)}T00:00:00.000Z` : null,
  reminderOffset: event.reminderOffset,
});

const same = (a: string, b: string) => Date.parse(a) === Date.parse(b);
const shifted = (event: CalendarEvent, start: string) => ({
  start,
  end: new Date(Date.parse(start) + Date.parse(event.end) - Date.parse(event.start)).toISOString(),
});

/** Whether the occurrence belongs to a series (anything else is changed or deleted as it is). */
export const isRecurring = (event: CalendarEvent) => !!event.recurrence;

/** The calls that delete an occurrence (starting at `occurrence`, ISO) of the event. */
export function deletePlan(event: CalendarEvent, occurrence: string, scope: Scope): SeriesStep[] {
  if (!isRecurring(event)) return [{ kind: 'delete', id: event.id }];
  const first = same(occurrence, event.start);
  if (scope === 'future')
    return first
      ? [{ kind: 'deleteFuture', id: event.id }]
      : [{ kind: 'patch', id: event.id, data: { recurrenceEndDate: dayBefore(occurrence) } }];
  const next = nextStart(event, occurrence);
  if (first)
    return next ? [{ kind: 'patch', id: event.id, data: shifted(event, next) }] : [{ kind: 'delete', id: event.id }];
  const cut: SeriesStep = { kind: 'patch', id: event.id, data: { recurrenceEndDate: dayBefore(occurrence) } };
  return next ? [cut, { kind: 'create', data: { ...inputOf(event), ...shifted(event, next) } }] : [cut];
}

/** The calls that store the form's `data` for an occurrence (starting at `occurrence`, ISO) of the event. */
export function editPlan(
  event: CalendarEvent,
  occurrence: string,
  scope: Scope,
  data: CalendarEventInput,
): SeriesStep[] {
  if (!isRecurring(event)) return [{ kind: 'update', id: event.id, data }];
  if (scope === 'future')
    return same(occurrence, event.start)
      ? [{ kind: 'update', id: event.id, data }]
      : [
          { kind: 'patch', id: event.id, data: { recurrenceEndDate: dayBefore(occurrence) } },
          { kind: 'create', data },
        ];
  return [
    ...deletePlan(event, occurrence, 'single'),
    { kind: 'create', data: { ...data, recurrence: null, recurrenceWeekdays: [], recurrenceEndDate: null } },
  ];
}
