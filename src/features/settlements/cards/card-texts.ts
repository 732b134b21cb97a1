/** Texts of the client's saved cards (spec 000 sections 4 and 8). */
export const cardTexts = {
  tab: 'Karty płatnicze',
  settlementsTab: 'Rozliczenia',
  savedTitle: 'Zapisane karty',
  none: 'Nie masz zapisanych kart płatniczych.',
  addTitle: 'Dodaj kartę',
  addIntro: 'Dane karty wpisujesz w bezpiecznych polach operatora płatności PayU; portal ich nie widzi.',
  expires: (date: string) => `Ważna do ${date}`,
  preferred: 'Preferowana',
  status: { NEW: 'Aktywna', EXPIRED: 'Wygasła' },
  remove: 'Usuń',
  removeCard: (card: string) => `Usuń kartę ${card}`,
  removeQuestion: 'Czy na pewno chcesz usunąć tę kartę płatniczą?',
  removedTitle: 'Usunięto kartę',
  removed: (card: string) => `Karta ${card} została usunięta`,
  cvvIntro: 'Podaj kod CVV karty i zatwierdź',
};
