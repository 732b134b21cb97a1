/** Texts of the case's upcoming events on the case details. */
export const caseEventsTexts = {
  title: 'Najbliższe wydarzenia',
  list: 'Najbliższe wydarzenia sprawy',
  calendar: 'Kalendarz sprawy',
  add: 'Dodaj wydarzenie',
  empty: 'Brak zaplanowanych wydarzeń w tej sprawie.',
  allDay: 'cały dzień',
  loading: 'Wczytywanie wydarzeń…',
};
