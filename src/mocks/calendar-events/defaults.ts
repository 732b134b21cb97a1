import type { CalendarEvent } from '@portal/sdk/model';

// Apart from the seed: the demo's start loads the handlers, never the modules that build the seed.
/** What an event holds where it says nothing: no case, place, meeting, recurrence or reminder. */
export const eventDefaults = {
  description: null,
  location: null,
  meetingType: null,
  meetingUrl: null,
  caseId: null,
  userId: null,
  organisationId: null,
  recurrence: null,
  recurrenceWeekdays: [],
  recurrenceEndDate: null,
  seriesId: null,
  reminderOffset: 'None',
  allDay: false,
} satisfies Partial<CalendarEvent>;
