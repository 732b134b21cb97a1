/** Texts of the public checkout (spec 000 sections 2 and 4). */
export const checkoutTexts = {
  invoice: (number: string | null | undefined) => (number ? `Faktura ${number}` : 'Faktura'),
  caseName: 'Sprawa',
  payer: 'Płatnik',
  dueDate: 'Termin płatności',
  amount: 'Do zapłaty',
  /** A paid invoice's amount: nothing is due any more. */
  paidAmount: 'Zapłacono',
  notFound: {
    title: 'Nie znaleziono płatności',
    message: 'Link do płatności jest nieprawidłowy albo nieaktualny. Skontaktuj się z nami, a wyślemy nowy.',
  },
  paid: { title: 'Ta faktura jest już opłacona', message: 'Dziękujemy. Nic więcej nie trzeba robić.' },
  inProgress: {
    title: 'Płatność jest w toku',
    message: 'Operator płatności jeszcze jej nie potwierdził. Sprawdź status za kilka minut.',
  },
  payTitle: 'Zapłać kartą',
  payIntro:
    'Dane karty wpisujesz w bezpiecznych polach operatora płatności PayU; karta zostanie zapisana do płatności.',
  pay: 'Zapłać',
  polling: 'Czekamy na potwierdzenie płatności…',
  notVerified: {
    title: 'Karta nie została potwierdzona',
    message: 'Bank nie potwierdził karty. Spróbuj ponownie albo użyj innej karty.',
  },
  confirmed: { title: 'Dziękujemy za płatność', message: 'Płatność została zaksięgowana.' },
  /** The payment's answer was lost, and the settlement turned out to be paid. */
  paidAfterLostAnswer: {
    title: 'Płatność została przyjęta',
    message: 'Odpowiedź serwera nie dotarła, ale faktura jest już opłacona.',
  },
  unconfirmed: {
    title: 'Płatność jest jeszcze przetwarzana',
    message:
      'Nie otrzymaliśmy jeszcze potwierdzenia od operatora płatności. Jeśli środki zostały pobrane, płatność zostanie zaksięgowana automatycznie.',
  },
};
