/** Texts of paying a settlement by card and of the provider's answers (spec 000 sections 2 and 8). */
export const paymentTexts = {
  pay: 'Zapłać',
  payInvoice: (number: string | null | undefined) => (number ? `Zapłać fakturę ${number}` : 'Zapłać'),
  cancel: 'Anuluj',
  dialogTitle: 'Płatność kartą',
  invoice: (number: string | null | undefined) => (number ? `Faktura ${number}` : 'Faktura bez numeru'),
  method: 'Sposób płatności',
  savedCard: (card: string) => `Zapisana karta ${card}`,
  providerPage: 'Inna karta, na stronie operatora płatności',
  failed: 'Nie udało się rozpocząć płatności. Spróbuj ponownie.',
  /** The answer was lost, and the settlement turned out to be paid. */
  paidAfterLostAnswer: {
    title: 'Płatność została przyjęta',
    message: 'Odpowiedź serwera nie dotarła, ale faktura jest już opłacona.',
  },
  outcome: {
    paid: {
      title: 'Płatność przyjęta',
      message: 'Dziękujemy. Faktura będzie oznaczona jako opłacona, gdy operator płatności potwierdzi płatność.',
    },
    /** The payer cancelled on the provider's page ("Anulowano", spec 000 section 4): calm, no failure. */
    canceled: {
      title: 'Anulowano płatność',
      message: 'Środki nie zostały pobrane. Fakturę możesz opłacić w dowolnej chwili.',
    },
    notFinished: {
      title: 'Płatność nie została zakończona',
      message: 'Operator płatności nie potwierdził płatności. Możesz spróbować ponownie.',
    },
    cardAdded: { title: 'Karta dodana', message: 'Karta została dodana pomyślnie' },
    cardNotAdded: {
      title: 'Karta nie została dodana',
      message: 'Bank nie potwierdził karty. Możesz spróbować ponownie.',
    },
  },
  close: 'Zamknij',
};
