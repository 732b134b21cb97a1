/** Texts of the case's upcoming events on the case details. */
export const caseEventsTexts = {
  title: 'Najbliższe wydarzenia',
  list: 'Najbliższe wydarzenia sprawy',
  calendar: 'Kalendarz sprawy',
  add: 'Dodaj wydarzenie',
  empty: 'Brak zaplanowanych wydarzeń w tej sprawie.',
  loading: 'Wczytywanie wydarzeń…',
};

/** How an event's time is written (`whenText`), wherever events are listed. */
export const calendarWhenTexts = { allDay: 'cały dzień' };
