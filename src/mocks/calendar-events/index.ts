import { getListCalendarEventsForCurrentUserMockHandler } from '@portal/sdk/mocks/calendar-events';
import type { CalendarEvent, CalendarEventOccurrence, Weekday } from '@portal/sdk/model';
import type { DemoDb } from '../db/db';
import { actingUserId } from '../shared/acting-user';
import type { MockContext } from '../shared/context';
import { searchParams, selectedOrganisation } from '../shared/request';

const DAY = 86_400_000;
const weekdayNumbers: Record<Weekday, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

/**
 * The month (UTC) of the `date` query (YYYY-MM-DD), the current month when it is absent or malformed:
 * [its first moment, the first moment of the next month).
 */
function monthOf(date: string | null): [number, number] {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date ?? '');
  const now = new Date();
  const [year, month] = match ? [Number(match[1]), Number(match[2]) - 1] : [now.getUTCFullYear(), now.getUTCMonth()];
  return [Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1)];
}

/** The starts of an event's occurrences, in order, without end: the caller stops where its range ends. */
function* startsOf(event: CalendarEvent): Generator<number> {
  const start = Date.parse(event.start);
  const { recurrence } = event;
  if (!recurrence) {
    yield start;
    return;
  }
  if (recurrence === 'Daily' || recurrence === 'Weekly' || recurrence === 'Biweekly') {
    const days = new Set(
      event.recurrenceWeekdays?.length
        ? event.recurrenceWeekdays.map((day) => weekdayNumbers[day])
        : [new Date(start).getUTCDay()],
    );
    // days since the Monday of the first occurrence's week: a biweekly event falls in every other such week
    const offset = (new Date(start).getUTCDay() + 6) % 7;
    for (let i = 0; ; i += 1) {
      const time = start + i * DAY;
      const everyOtherWeek = recurrence === 'Biweekly' && Math.floor((i + offset) / 7) % 2 === 1;
      if (recurrence === 'Daily' || (days.has(new Date(time).getUTCDay()) && !everyOtherWeek)) yield time;
    }
  }
  const step = recurrence === 'Monthly' ? 1 : recurrence === 'Quarterly' ? 3 : 12;
  const day = new Date(start).getUTCDate();
  for (let i = 0; ; i += 1) {
    const time = new Date(start);
    time.setUTCMonth(time.getUTCMonth() + i * step);
    // a month without the day (the 31st) has no occurrence
    if (time.getUTCDate() === day) yield time.getTime();
  }
}

/** The occurrences of an event that overlap [from, to), recurring events expanded up to their last day. */
export function occurrencesOf(event: CalendarEvent, from: number, to: number): CalendarEventOccurrence[] {
  const duration = Math.max(0, Date.parse(event.end) - Date.parse(event.start));
  const lastDay = event.recurrenceEndDate
    ? Date.parse(`${event.recurrenceEndDate.slice(0, 10)}T00:00:00Z`) + DAY
    : Infinity;
  const found: CalendarEventOccurrence[] = [];
  for (const time of startsOf(event)) {
    if (time >= to || time >= lastDay) break;
    if (time + duration > from || (duration === 0 && time >= from))
      found.push({
        ...event,
        occurrenceStart: new Date(time).toISOString(),
        occurrenceEnd: new Date(time + duration).toISOString(),
      });
  }
  return found;
}

/**
 * The events of a user's calendar: their own, those they take part in, and those of an organisation they belong to
 * for all its members (only the selected organisation's, when one is selected).
 */
function eventsOf(db: DemoDb, userId: number, organisationId: number | undefined) {
  const memberOf = new Set(db.organisationUsers.filter((m) => m.userId === userId).map((m) => m.organisationId));
  return db.calendarEvents.filter((event) => {
    if (event.userId === userId || event.participants?.some((person) => person.id === userId)) return true;
    const forOrganisation = event.organisationId ?? undefined;
    return (
      !event.userId &&
      forOrganisation !== undefined &&
      memberOf.has(forOrganisation) &&
      (organisationId === undefined || organisationId === forOrganisation)
    );
  });
}

/** The calendar of the acting user (`GET CalendarEvent/GetEventsForCurrentUser`): a month's occurrences, by start. */
export const calendarEventsHandlers = ({ db }: MockContext) => [
  getListCalendarEventsForCurrentUserMockHandler(({ request }) => {
    const userId = actingUserId(request);
    if (userId === undefined) return [];
    const [from, to] = monthOf(searchParams(request).get('date'));
    return eventsOf(db, userId, selectedOrganisation(request))
      .flatMap((event) => occurrencesOf(event, from, to))
      .sort((a, b) => a.occurrenceStart.localeCompare(b.occurrenceStart) || a.id - b.id);
  }),
];
