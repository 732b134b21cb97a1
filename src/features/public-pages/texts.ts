/** Screen texts of the public pages. The promotion's conditions are spec 000 section 1's. */
export const publicPagesTexts = {
  promotion: {
    conditions: 'Warunki promocji',
    points: [
      'Promocja jest skierowana wyłącznie do nowych klientów, którzy prowadzą zarejestrowaną jednoosobową działalność gospodarczą.',
      'Każdy klient może skorzystać z promocji tylko raz.',
      'Promocja obowiązuje do 31 grudnia 2024 r. do godziny 23:59.',
      'Pierwszy miesiąc usługi kosztuje 1 zł brutto.',
      'Od drugiego miesiąca opłata w pełnej wysokości jest pobierana automatycznie.',
      'Umowę można wypowiedzieć z zachowaniem jednomiesięcznego okresu wypowiedzenia.',
      'Cena pakietu Business jest ustalana indywidualnie.',
      'Promocja obowiązuje wyłącznie na terenie Polski.',
    ],
    ended: 'Promocja zakończyła się 31 grudnia 2024 r. o godzinie 23:59. Poniżej jej warunki.',
  },
};
