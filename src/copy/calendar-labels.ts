import type { CalendarEventType, Recurrence, ReminderOffset, Weekday } from '@portal/sdk/model';

/** Calendar event types (spec 001, enumerations). */
export const calendarEventTypeLabels = {
  CourtCase: 'Rozprawa sądowa',
  Loan: 'Kredyt',
  Monthly: 'Termin miesięczny',
  Accounting: 'Księgowość',
  Other: 'Inne',
  Meeting: 'Spotkanie',
} as const satisfies Record<CalendarEventType, string>;

/** How an event repeats (spec 001, enumerations). */
export const recurrenceLabels = {
  Daily: 'Codziennie',
  Weekly: 'Co tydzień',
  Biweekly: 'Co dwa tygodnie',
  Monthly: 'Co miesiąc',
  Quarterly: 'Co kwartał',
  Yearly: 'Co rok',
} as const satisfies Record<Recurrence, string>;

/** How long before an event the reminder goes out (spec 001 section 3). */
export const reminderOffsetLabels = {
  None: 'Brak',
  FifteenMinutes: '15 minut',
  OneHour: '1 godzina',
  TwoHours: '2 godziny',
  FiveHours: '5 godzin',
  TwentyFourHours: '24 godziny',
  TwoDays: '2 dni',
  ThreeDays: '3 dni',
  FiveDays: '5 dni',
  Week: '1 tydzień',
} as const satisfies Record<ReminderOffset, string>;

/** Days of the week, Monday first (the Polish week). */
export const weekdayLabels = {
  Monday: 'Poniedziałek',
  Tuesday: 'Wtorek',
  Wednesday: 'Środa',
  Thursday: 'Czwartek',
  Friday: 'Piątek',
  Saturday: 'Sobota',
  Sunday: 'Niedziela',
} as const satisfies Record<Weekday, string>;
