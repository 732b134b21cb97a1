import { webHref } from '@/components/contact-links';
import { saveBlob } from '@/lib/files';
import type { CalendarEvent, Recurrence, ReminderOffset, Weekday } from '@portal/sdk/model';

// An iCalendar file (RFC 5545) of calendar events, for any calendar application: lines end with CRLF and are
// folded at 75 octets, texts escaped, times in UTC, a recurring event carries its RRULE and a reminder its VALARM.

type IcsEvent = Pick<
  CalendarEvent,
  | 'id'
  | 'title'
  | 'start'
  | 'end'
  | 'allDay'
  | 'description'
  | 'location'
  | 'meetingUrl'
  | 'recurrence'
  | 'recurrenceWeekdays'
  | 'recurrenceEndDate'
  | 'reminderOffset'
>;

const rrules: Record<Recurrence, string> = {
  Daily: 'FREQ=DAILY',
  Weekly: 'FREQ=WEEKLY',
  Biweekly: 'FREQ=WEEKLY;INTERVAL=2',
  Monthly: 'FREQ=MONTHLY',
  Quarterly: 'FREQ=MONTHLY;INTERVAL=3',
  Yearly: 'FREQ=YEARLY',
};
const byDay: Record<Weekday, string> = {
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
  Sunday: 'SU',
};
const triggers: Record<Exclude<ReminderOffset, 'None'>, string> = {
  FifteenMinutes: '-PT15M',
  OneHour: '-PT1H',
  TwoHours: '-PT2H',
  FiveHours: '-PT5H',
  TwentyFourHours: '-PT24H',
  TwoDays: '-P2D',
  ThreeDays: '-P3D',
  FiveDays: '-P5D',
  Week: '-P1W',
};

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');

/** 20261126T130000Z. */
export const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const nextDay = (iso: string) => new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString();

/** A content line folded at 75 octets (a continuation starts with a space), not splitting a UTF-8 character. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: string, host: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:calendar-event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    ...(event.allDay
      ? [`DTSTART;VALUE=DATE:${day(event.start)}`, `DTEND;VALUE=DATE:${day(nextDay(event.end))}`]
      : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`]),
    `SUMMARY:${escapeText(event.title)}`,
  ];
  const description = [event.description, event.meetingUrl].filter(Boolean).join('\n');
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // a web address only, as the parser writes it (no line breaks that would add lines of their own)
  const url = event.meetingUrl && webHref(event.meetingUrl);
  if (url) lines.push(`URL:${url}`);
  if (event.recurrence) {
    const parts = [rrules[event.recurrence]];
    const weekly = event.recurrence === 'Weekly' || event.recurrence === 'Biweekly';
    if (weekly && event.recurrenceWeekdays?.length)
      parts.push(`BYDAY=${event.recurrenceWeekdays.map((weekday) => byDay[weekday]).join(',')}`);
    // the series' last day, to its end (UNTIL is in UTC when the start is a time)
    if (event.recurrenceEndDate)
      parts.push(`UNTIL=${event.allDay ? day(event.recurrenceEndDate) : `${day(event.recurrenceEndDate)}T235959Z`}`);
    lines.push(`RRULE:${parts.join(';')}`);
  }
  if (event.reminderOffset !== 'None')
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.title)}`,
      `TRIGGER:${triggers[event.reminderOffset]}`,
      'END:VALARM',
    );
  lines.push('END:VEVENT');
  return lines;
}

/** The .ics text of the events (each once, recurring ones as their series), stamped at `stamp` (ISO). */
export function toIcs(events: readonly IcsEvent[], stamp: string, host = 'portal-klienta'): string {
  const unique = [...new Map(events.map((event) => [event.id, event])).values()];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal Klienta//Kalendarz//PL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...unique.flatMap((event) => eventLines(event, stamp, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Downloads the events as an .ics file. */
export const downloadIcs = (text: string, fileName: string) =>
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
