/** Texts of the clients' settlements (/clientSettlements). */
export const clientSettlementTexts = {
  intro: 'Rozliczenia spraw, nad którymi pracujesz, zebrane według klientów. Kwoty brutto.',
  search: 'Szukaj',
  searchPlaceholder: 'Klient, sprawa lub numer faktury',
  columns: {
    client: 'Klient',
    count: 'Rozliczeń',
    forecast: 'Prognoza',
    toPay: 'Do zapłaty',
    overdue: 'Po terminie',
    paid: 'Opłacone',
  },
  tableLabel: 'Rozliczenia według klientów',
  show: (client: string) => `Rozliczenia klienta ${client}`,
  empty: 'Brak rozliczeń w Twoich sprawach.',
  emptyFiltered: 'Żadne rozliczenie nie pasuje do wyszukiwania.',
  /** The CSV file's name, before the day of the export. */
  csvName: 'rozliczenia-klientow',
};
