import {
  createCalendarEvent,
  deleteCalendarEventFuture,
  getCalendarEvent,
  listCalendarEvents,
  listCalendarEventsForCase,
  listCalendarEventsForCurrentUser,
  listCalendarEventsForCurrentUserOrganisation,
  listCalendarEventsForUser,
  patchCalendarEvent,
  updateCalendarEvent,
  updateCalendarEventNotificationSettings,
} from '@portal/sdk';
import type { CalendarEvent, CalendarEventInput } from '@portal/sdk/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';
import { occurrencesOf } from '@/lib/calendar/occurrences';

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

describe('the calendar events (CRUD)', () => {
  const body = {
    title: 'Spotkanie co tydzień',
    type: 'Meeting',
    start: '2026-11-30T09:00:00.000Z',
    end: '2026-11-30T10:00:00.000Z',
    caseId: ids.case.loanLawsuit,
    participantIds: [ids.person.manager],
    recurrence: 'Weekly',
    recurrenceWeekdays: ['Monday'],
    reminderOffset: 'OneHour',
  } satisfies CalendarEventInput;

  it('creates an event with its case and participants copied; the case’s client sees it, expanded', async () => {
    api.actAs('Manager');
    const created = await createCalendarEvent(body);
    expect(created).toMatchObject({
      id: 4013,
      case: { id: ids.case.loanLawsuit, name: 'Kredyt frankowy – pozew przeciwko bankowi' },
      participants: [{ id: ids.person.manager, firstName: 'Katarzyna' }],
      userId: ids.person.manager,
      createdById: ids.person.manager,
      allDay: false,
    });
    expect(await getCalendarEvent(created.id)).toEqual(created);
    api.actAs('Client');
    const december = await listCalendarEventsForCurrentUser({ date: '2026-12-01' });
    expect(december.filter((item) => item.id === created.id).map((item) => item.occurrenceStart.slice(0, 10))).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
  });

  it('answers 400 in Polish for an end before the start, 403 to a client changing another’s event', async () => {
    api.actAs('Manager');
    await expect(createCalendarEvent({ ...body, end: '2026-11-30T08:00:00.000Z' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { end: ['Koniec musi być po początku.'] } },
    });
    await expect(createCalendarEvent({ ...body, title: '' })).rejects.toMatchObject({ status: 400 });
    api.actAs('Client');
    await expect(patchCalendarEvent(4001, { title: 'Moje' })).rejects.toMatchObject({ status: 403 });
  });

  it('replaces (PUT: what is left out is cleared) and merge-patches', async () => {
    api.actAs('Admin');
    const replaced = await updateCalendarEvent(4002, {
      title: 'Nowy tytuł',
      type: 'Other',
      start: body.start,
      end: body.end,
    });
    expect(replaced).toMatchObject({
      id: 4002,
      title: 'Nowy tytuł',
      caseId: null,
      case: null,
      participants: [],
      createdById: 103,
    });
    const patched = await patchCalendarEvent(4002, { location: 'Sala 3' });
    expect(patched).toMatchObject({ title: 'Nowy tytuł', location: 'Sala 3' });
  });

  it('deletes an event and the later parts of its series; the earlier part ends the day before', async () => {
    api.actAs('Manager');
    const later = await createCalendarEvent({ ...body, caseId: null, participantIds: [] });
    api.db.calendarEvents.find((item) => item.id === later.id)!.seriesId = 4006;
    await deleteCalendarEventFuture(later.id);
    expect(api.db.calendarEvents.some((item) => item.id === later.id)).toBe(false);
    expect(api.db.calendarEvents.find((item) => item.id === 4006)?.recurrenceEndDate).toBe('2026-11-29T00:00:00.000Z');
  });

  it('lists a case’s month, a client’s calendar by one of their cases, and the chosen organisations’', async () => {
    expect(
      titlesAndStarts(await listCalendarEventsForCase({ caseId: ids.case.loanLawsuit, date: '2026-11-01' })),
    ).toEqual([
      '2026-11-10T00:00 Rata kredytu hipotecznego',
      '2026-11-26T13:00 Spotkanie w sprawie skargi kasacyjnej banku',
    ]);
    expect(
      titlesAndStarts(await listCalendarEventsForUser({ caseId: ids.case.accounting, date: '2026-11-01' })),
    ).toEqual(titlesAndStarts(await (api.actAs('Client'), listCalendarEventsForCurrentUser({ date: '2026-11-01' }))));
    api.actAs('Manager');
    const chosen = await listCalendarEventsForCurrentUserOrganisation({
      date: '2026-12-01',
      organisations: [ids.organisation.partner],
    });
    expect(chosen.map((item) => item.title)).not.toContain('Webinar: KSeF w praktyce');
    expect((await listCalendarEvents({ pageSize: 5 })).totalCount).toBe(12);
  });

  it('stores the reminder settings of the acting user', async () => {
    expect(
      await updateCalendarEventNotificationSettings({
        reminderOffset: 'Week',
        sendEmail: true,
        sendNotification: false,
      }),
    ).toEqual({ calendarEventId: null, reminderOffset: 'Week', sendEmail: true, sendNotification: false });
    await expect(
      updateCalendarEventNotificationSettings({
        reminderOffset: 'Never' as 'Week',
        sendEmail: true,
        sendNotification: true,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
