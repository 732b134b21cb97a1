/** "1 dzień", "5 dni". */
const days = (count: number) => `${count} ${count === 1 ? 'dzień' : 'dni'}`;

/** "1 rozliczenie", "3 rozliczenia", "12 rozliczeń". */
const settlementCount = (count: number) => {
  const tens = count % 100;
  const units = count % 10;
  const word =
    count === 1 ? 'rozliczenie' : units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? 'rozliczenia' : 'rozliczeń';
  return `${count} ${word}`;
};

/** Screen texts of /overdueSettlements (Zaległe rozliczenia). */
export const overdueTexts = {
  fields: {
    invoiceNumber: 'Numer faktury',
    case: 'Sprawa',
    client: 'Klient',
    grossAmount: 'Kwota brutto',
    paymentDueDate: 'Termin płatności',
    daysOverdue: 'Dni po terminie',
    payuStatus: 'Płatność kartą',
  },
  summary: {
    label: 'Podsumowanie zaległości',
    total: 'Razem po terminie',
    count: 'Liczba rozliczeń',
    settlements: settlementCount,
  },
  daysOverdue: days,
  /** Under the invoice number on a phone: "26 dni po terminie". */
  daysOverdueLine: (count: number) => `${days(count)} po terminie`,
  dueOn: 'termin',
  search: 'Szukaj',
  searchPlaceholder: 'Numer faktury, sprawa, klient…',
  table: 'Zaległe rozliczenia',
  noInvoiceNumber: 'Bez numeru',
  empty: 'Brak zaległych rozliczeń',
  noMatches: 'Brak zaległych rozliczeń spełniających kryteria',
  /** The CSV file's name, before the day of the export. */
  csvName: 'zalegle-rozliczenia',
};
