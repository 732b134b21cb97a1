import type { CalendarEvent, CalendarEventOccurrence, Weekday } from '@portal/sdk/model';

// How a recurring event repeats (the demo backend's lists and the calendar's "this one / this and future" both
// need it): pure date arithmetic in UTC, so it gives the same occurrences on any machine.

export const DAY = 86_400_000;
const weekdayNumbers: Record<Weekday, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

type Repeating = Pick<CalendarEvent, 'start' | 'recurrence' | 'recurrenceWeekdays'>;

/** The starts of an event's occurrences, in order, without end: the caller stops where its range ends. */
export function* startsOf(event: Repeating): Generator<number> {
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

/** The first moment after the series' last day (Infinity for a series without end). */
export const seriesEnd = (event: Pick<CalendarEvent, 'recurrenceEndDate'>) =>
  event.recurrenceEndDate ? Date.parse(`${event.recurrenceEndDate.slice(0, 10)}T00:00:00Z`) + DAY : Infinity;

/** The occurrences of an event that overlap [from, to), recurring events expanded up to their last day. */
export function occurrencesOf(event: CalendarEvent, from: number, to: number): CalendarEventOccurrence[] {
  const duration = Math.max(0, Date.parse(event.end) - Date.parse(event.start));
  const lastDay = seriesEnd(event);
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

/** The start of the first occurrence after `after` (ISO), or undefined when the series ends before one. */
export function nextStart(event: Repeating & Pick<CalendarEvent, 'recurrenceEndDate'>, after: string) {
  if (!event.recurrence) return undefined;
  const limit = Date.parse(after);
  const lastDay = seriesEnd(event);
  for (const time of startsOf(event)) {
    if (time >= lastDay) return undefined;
    if (time > limit) return new Date(time).toISOString();
  }
  return undefined;
}

/** The day before an occurrence (its midnight UTC, as the contract's date-time): the last day of a series cut there. */
export const dayBefore = (iso: string) => `${new Date(Date.parse(iso) - DAY).toISOString().slice(0, 10)}T00:00:00.000Z`;
