import { listCalendarEventsForCurrentUser } from '@portal/sdk';
import type { CalendarEvent } from '@portal/sdk/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoApi } from '../../testing/demo-api';
import { ids } from '../db/seed-ids';
import { occurrencesOf } from '.';

const api = demoApi({ as: 'Client' });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const titlesAndStarts = (items: { title: string; occurrenceStart: string }[]) =>
  items.map((item) => `${item.occurrenceStart.slice(0, 16)} ${item.title}`);

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: 1,
  title: 'Test',
  type: 'Other',
  start: '2026-11-02T09:00:00Z',
  end: '2026-11-02T10:00:00Z',
  allDay: false,
  reminderOffset: 'None',
  ...fields,
});
const month = (year: number, month: number) => [Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1)] as const;
const starts = (item: CalendarEvent, [from, to]: readonly [number, number]) =>
  occurrencesOf(item, from, to).map((o) => o.occurrenceStart.slice(0, 10));

describe('the calendar of the current user', () => {
  it('lists the month of the date: own events, events taken part in and the organisation’s, recurring ones expanded', async () => {
    expect(titlesAndStarts(await listCalendarEventsForCurrentUser({ date: '2026-12-01' }))).toEqual([
      '2026-12-03T10:00 Webinar: KSeF w praktyce',
      '2026-12-05T00:00 Przesłanie dokumentów księgowych',
      '2026-12-10T00:00 Rata kredytu hipotecznego',
    ]);
    // without a date: the current month, in start order
    expect(titlesAndStarts(await listCalendarEventsForCurrentUser())).toEqual([
      '2026-11-05T00:00 Przesłanie dokumentów księgowych',
      '2026-11-10T00:00 Rata kredytu hipotecznego',
      '2026-11-25T00:00 Płatność VAT za październik',
      '2026-11-26T13:00 Spotkanie w sprawie skargi kasacyjnej banku',
    ]);
  });

  it('is each person’s own: another client and a manager see theirs', async () => {
    api.actAs(ids.person.otherClient);
    expect(titlesAndStarts(await listCalendarEventsForCurrentUser({ date: '2026-12-01' }))).toEqual([
      '2026-12-03T10:00 Webinar: KSeF w praktyce',
      '2026-12-09T09:30 Rozprawa – spór z podwykonawcą',
    ]);
    api.actAs('Manager');
    const weekly = (await listCalendarEventsForCurrentUser({ date: '2026-12-01' })).filter((item) => item.id === 4006);
    // every Monday of December
    expect(weekly.map((item) => item.occurrenceStart.slice(0, 10))).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
  });

  it('an organisation’s event is left out when another organisation is selected', async () => {
    api.selectOrganisation(ids.organisation.partner);
    const titles = (await listCalendarEventsForCurrentUser({ date: '2026-12-01' })).map((item) => item.title);
    expect(titles).not.toContain('Webinar: KSeF w praktyce');
    expect(titles).toContain('Rata kredytu hipotecznego');
  });
});

describe('occurrences of a recurring event', () => {
  it('biweekly on the given weekdays, in every other week from the first', () => {
    const biweekly = event({ recurrence: 'Biweekly', recurrenceWeekdays: ['Monday', 'Thursday'] });
    expect(starts(biweekly, month(2026, 11))).toEqual([
      '2026-11-02',
      '2026-11-05',
      '2026-11-16',
      '2026-11-19',
      '2026-11-30',
    ]);
  });

  it('monthly on its day, skipping months without it, until the last day of the series', () => {
    const monthly = event({
      start: '2026-01-31T08:00:00Z',
      end: '2026-01-31T09:00:00Z',
      recurrence: 'Monthly',
      recurrenceEndDate: '2026-05-31',
    });
    expect(starts(monthly, month(2026, 2))).toEqual([]);
    expect(starts(monthly, month(2026, 3))).toEqual(['2026-03-31']);
    expect(starts(monthly, month(2026, 5))).toEqual(['2026-05-31']);
    expect(starts(monthly, month(2026, 7))).toEqual([]);
    expect(starts(event({ recurrence: 'Quarterly' }), month(2027, 2))).toEqual(['2027-02-02']);
    expect(starts(event({ recurrence: 'Yearly' }), month(2027, 11))).toEqual(['2027-11-02']);
    expect(starts(event({ recurrence: 'Daily', recurrenceEndDate: '2026-11-04' }), month(2026, 11))).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  it('an event that began in the month before and ends in this one belongs to both', () => {
    const overnight = event({ start: '2026-10-31T22:00:00Z', end: '2026-11-01T02:00:00Z' });
    expect(starts(overnight, month(2026, 10))).toEqual(['2026-10-31']);
    expect(starts(overnight, month(2026, 11))).toEqual(['2026-10-31']);
    expect(starts(overnight, month(2026, 12))).toEqual([]);
  });
});
