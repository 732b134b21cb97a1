/** Texts of the card provider's secure fields (spec 000 sections 4, 8 and 9). */
export const cardFormTexts = {
  number: 'Numer karty',
  expiry: 'Data ważności',
  cvv: 'Kod CVV',
  placeholders: { number: '0000 0000 0000 0000 0000', date: 'MM/RR', cvv: '000' },
  loading: 'Wczytywanie formularza karty…',
  sdkFailed: 'Nie udało się wczytać formularza karty',
  save: 'Zapisz',
  confirmCvv: 'Zatwierdź',
  terms: {
    before: 'Klikając „Zapłać”, akceptujesz ',
    link: 'regulamin platformy',
    after: '. Płatność realizuje operator płatności PayU.',
  },
  cardAdded: { title: 'Karta dodana', message: 'Karta została dodana pomyślnie' },
};
