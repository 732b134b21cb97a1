import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarEventType,
  MeetingType,
  Recurrence,
  ReminderOffset,
  Weekday,
} from '@portal/sdk/model';
import {
  createCalendarEventBodyLocationMax,
  createCalendarEventBodyTitleMax,
} from '@portal/sdk/limits/calendar-events';
import dayjs from 'dayjs';
import { validationMessages } from '@/copy/validation';
import { calendarTexts } from './texts';

const rules = calendarTexts.rules;

/** The event form: days as YYYY-MM-DD, times as HH:mm (local), ids as the selects' strings. */
export interface EventFormValues {
  title: string;
  type: CalendarEventType | null;
  description: string;
  caseId: string | null;
  participantIds: string[];
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: string;
  meetingType: MeetingType | null;
  meetingUrl: string;
  recurrence: Recurrence | null;
  recurrenceWeekdays: Weekday[];
  recurrenceEndDate: string;
  reminderOffset: ReminderOffset;
}

export const formFields = [
  'title',
  'type',
  'description',
  'caseId',
  'participantIds',
  'allDay',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'location',
  'meetingType',
  'meetingUrl',
  'recurrence',
  'recurrenceWeekdays',
  'recurrenceEndDate',
  'reminderOffset',
] as const satisfies readonly (keyof EventFormValues)[];

/** A new event: today, the next full hour for an hour. */
export function emptyEventForm(now: Date, fields: Partial<EventFormValues> = {}): EventFormValues {
  const start = dayjs(now).add(1, 'hour').startOf('hour');
  const end = start.add(1, 'hour');
  return {
    title: '',
    type: null,
    description: '',
    caseId: null,
    participantIds: [],
    allDay: false,
    startDate: start.format('YYYY-MM-DD'),
    startTime: start.format('HH:mm'),
    endDate: end.format('YYYY-MM-DD'),
    endTime: end.format('HH:mm'),
    location: '',
    meetingType: null,
    meetingUrl: '',
    recurrence: null,
    recurrenceWeekdays: [],
    recurrenceEndDate: '',
    reminderOffset: 'None',
    ...fields,
  };
}

/** The form of a stored event; `occurrence` (ISO start) fills the times of that occurrence of a recurring one. */
export function eventFormValues(event: CalendarEvent, occurrence?: string): EventFormValues {
  const start = occurrence ?? event.start;
  const end = new Date(Date.parse(start) + Date.parse(event.end) - Date.parse(event.start)).toISOString();
  // an all-day event's days are the API's (UTC) dates; a timed one is shown in local time
  const date = (iso: string) => (event.allDay ? iso.slice(0, 10) : dayjs(iso).format('YYYY-MM-DD'));
  return {
    title: event.title,
    type: event.type,
    description: event.description ?? '',
    caseId: event.caseId ? String(event.caseId) : null,
    participantIds: (event.participants ?? []).map((person) => String(person.id)),
    allDay: event.allDay,
    startDate: date(start),
    startTime: event.allDay ? '' : dayjs(start).format('HH:mm'),
    endDate: date(end),
    endTime: event.allDay ? '' : dayjs(end).format('HH:mm'),
    location: event.location ?? '',
    meetingType: event.meetingType ?? null,
    meetingUrl: event.meetingUrl ?? '',
    recurrence: event.recurrence ?? null,
    recurrenceWeekdays: event.recurrenceWeekdays ?? [],
    recurrenceEndDate: event.recurrenceEndDate?.slice(0, 10) ?? '',
    reminderOffset: event.reminderOffset,
  };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The start and end as the API takes them: an all-day event from 00:00 UTC of its first day to 23:59 of its last. */
export function startAndEnd(values: EventFormValues) {
  if (values.allDay) return { start: `${values.startDate}T00:00:00.000Z`, end: `${values.endDate}T23:59:00.000Z` };
  return {
    start: dayjs(`${values.startDate}T${values.startTime}`).toISOString(),
    end: dayjs(`${values.endDate}T${values.endTime}`).toISOString(),
  };
}

/** The form's messages (Polish), checked before sending; the server's 400 answers add theirs. */
export function validateEventForm(values: EventFormValues): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  if (!values.title.trim()) errors.title = validationMessages.required;
  else if (values.title.trim().length > createCalendarEventBodyTitleMax)
    errors.title = `Najwyżej ${createCalendarEventBodyTitleMax} znaków.`;
  if (!values.type) errors.type = validationMessages.required;
  if (values.location.trim().length > createCalendarEventBodyLocationMax)
    errors.location = `Najwyżej ${createCalendarEventBodyLocationMax} znaków.`;
  if (!DAY_PATTERN.test(values.startDate)) errors.startDate = validationMessages.required;
  if (!DAY_PATTERN.test(values.endDate)) errors.endDate = validationMessages.required;
  if (!values.allDay) {
    if (!TIME_PATTERN.test(values.startTime)) errors.startTime = rules.time;
    if (!TIME_PATTERN.test(values.endTime)) errors.endTime = rules.time;
  }
  if (!Object.keys(errors).some((key) => /^(start|end)/.test(key))) {
    const { start, end } = startAndEnd(values);
    const wrong = values.allDay ? end < start : Date.parse(end) <= Date.parse(start);
    if (wrong) errors[values.allDay ? 'endDate' : 'endTime'] = rules.endAfterStart;
  }
  if (values.recurrence && values.recurrenceEndDate) {
    if (!DAY_PATTERN.test(values.recurrenceEndDate)) errors.recurrenceEndDate = validationMessages.required;
    else if (values.recurrenceEndDate < values.startDate) errors.recurrenceEndDate = rules.recurrenceEndAfterStart;
  }
  if (values.meetingUrl.trim() && !/^https?:\/\/\S+$/i.test(values.meetingUrl.trim())) errors.meetingUrl = rules.url;
  return errors;
}

/** The body of the form's values; `owner` is whose calendar a new event goes to (kept from the event when edited). */
export function eventInput(
  values: EventFormValues,
  owner: Pick<CalendarEventInput, 'userId' | 'organisationId'>,
): CalendarEventInput {
  const weekly = values.recurrence === 'Weekly' || values.recurrence === 'Biweekly';
  return {
    title: values.title.trim(),
    type: values.type!,
    description: values.description.trim() || null,
    ...startAndEnd(values),
    allDay: values.allDay,
    location: values.location.trim() || null,
    meetingType: values.type === 'Meeting' ? values.meetingType : null,
    meetingUrl: values.meetingUrl.trim() || null,
    caseId: values.caseId ? Number(values.caseId) : null,
    userId: owner.userId ?? null,
    organisationId: owner.organisationId ?? null,
    participantIds: values.participantIds.map(Number),
    recurrence: values.recurrence,
    recurrenceWeekdays: values.recurrence && weekly ? values.recurrenceWeekdays : [],
    recurrenceEndDate:
      values.recurrence && values.recurrenceEndDate ? `${values.recurrenceEndDate}T00:00:00.000Z` : null,
    reminderOffset: values.reminderOffset,
  };
}
