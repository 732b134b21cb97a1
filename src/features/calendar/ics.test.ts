import type { CalendarEvent } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { escapeText, fold, toIcs } from './ics';

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: 7,
  title: 'Spotkanie',
  type: 'Meeting',
  start: '2026-11-26T13:00:00Z',
  end: '2026-11-26T14:00:00Z',
  allDay: false,
  reminderOffset: 'None',
  ...fields,
});
const STAMP = '2026-11-26T10:00:00.000Z';

describe('the .ics export', () => {
  it('is a VCALENDAR with CRLF line ends, times in UTC and one VEVENT per event', () => {
    const text = toIcs([event({ location: 'Warszawa, ul. Prosta 20; sala 1' })], STAMP);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Portal Klienta//Kalendarz//PL',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:calendar-event-7@portal-klienta',
      'DTSTAMP:20261126T100000Z',
      'DTSTART:20261126T130000Z',
      'DTEND:20261126T140000Z',
      'SUMMARY:Spotkanie',
      'LOCATION:Warszawa\\, ul. Prosta 20\\; sala 1',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    // no bare line feed anywhere
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a Polish letter', () => {
    const line = `SUMMARY:${'Zażółć gęślą jaźń '.repeat(8)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('a recurring event carries its RRULE (every two weeks on given days, until the last day)', () => {
    const text = toIcs(
      [event({ recurrence: 'Biweekly', recurrenceWeekdays: ['Monday', 'Thursday'], recurrenceEndDate: '2027-01-31' })],
      STAMP,
    );
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270131T235959Z\r\n');
    expect(toIcs([event({ recurrence: 'Quarterly' })], STAMP)).toContain('RRULE:FREQ=MONTHLY;INTERVAL=3\r\n');
    expect(toIcs([event({ recurrence: 'Yearly' })], STAMP)).toContain('RRULE:FREQ=YEARLY\r\n');
  });

  it('carries a meeting link as URL only when it is a web address, and never lets it add lines', () => {
    expect(toIcs([event({ meetingUrl: 'https://meet.example.pl/abc' })], STAMP)).toContain(
      'URL:https://meet.example.pl/abc\r\n',
    );
    const injected = toIcs([event({ meetingUrl: 'https://meet.example.pl/a\r\nATTACH:https://evil.example' })], STAMP);
    expect(injected.split('\r\n').filter((line) => line.startsWith('ATTACH'))).toEqual([]);
    expect(toIcs([event({ meetingUrl: 'javascript:alert(1)' })], STAMP)).not.toMatch(/^URL:/m);
  });

  it('a reminder becomes a VALARM before the start', () => {
    const text = toIcs([event({ reminderOffset: 'TwoDays' })], STAMP);
    expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Spotkanie\r\nTRIGGER:-P2D\r\nEND:VALARM\r\n');
    expect(toIcs([event({ reminderOffset: 'FifteenMinutes' })], STAMP)).toContain('TRIGGER:-PT15M');
    expect(toIcs([event({ reminderOffset: 'None' })], STAMP)).not.toContain('VALARM');
  });

  it('an all-day event spans whole dates (the end exclusive); a view lists each event once', () => {
    const allDay = event({ allDay: true, start: '2026-11-25T00:00:00Z', end: '2026-11-25T23:59:00Z' });
    const text = toIcs([allDay, allDay], STAMP);
    expect(text).toContain('DTSTART;VALUE=DATE:20261125\r\nDTEND;VALUE=DATE:20261126\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
