import type { CalendarEventOccurrence } from '@portal/sdk/model';
import dayjs from 'dayjs';
import { calendarWhenTexts } from './texts';

/** "2026-11-26 14:00–15:00", "2026-11-25 (cały dzień)", "2026-11-30 22:00 – 2026-12-01 02:00" (local time). */
export function whenText(event: Pick<CalendarEventOccurrence, 'occurrenceStart' | 'occurrenceEnd' | 'allDay'>) {
  if (event.allDay) {
    const [from, to] = [event.occurrenceStart.slice(0, 10), event.occurrenceEnd.slice(0, 10)];
    return `${from === to ? from : `${from} – ${to}`} (${calendarWhenTexts.allDay})`;
  }
  const start = dayjs(event.occurrenceStart);
  const end = dayjs(event.occurrenceEnd);
  return start.isSame(end, 'day')
    ? `${start.format('YYYY-MM-DD HH:mm')}–${end.format('HH:mm')}`
    : `${start.format('YYYY-MM-DD HH:mm')} – ${end.format('YYYY-MM-DD HH:mm')}`;
}
