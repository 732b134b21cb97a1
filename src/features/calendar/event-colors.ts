import type { CalendarEventType } from '@portal/sdk/model';

/**
 * The colour of each event type: Mantine theme shades under white text with a contrast of at least 4.5:1, the
 * same in the light and the dark scheme (the legend shows them with their labels).
 */
export const eventTypeColors = {
  CourtCase: 'red.9',
  Loan: 'cyan.9',
  Monthly: 'grape.8',
  Accounting: 'teal.9',
  Other: 'gray.7',
  Meeting: 'indigo.8',
} as const satisfies Record<CalendarEventType, string>;

/** The CSS value of a type's colour (FullCalendar takes CSS colours). */
export const eventTypeCss = (type: CalendarEventType) =>
  `var(--mantine-color-${eventTypeColors[type].replace('.', '-')})`;
