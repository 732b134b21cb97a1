import { countOf } from '@/copy/plural';

/** "1 dzień", "5 dni". */
const days = (count: number) => countOf(count, ['dzień', 'dni', 'dni']);

/** "1 rozliczenie", "3 rozliczenia", "12 rozliczeń". */
const settlementCount = (count: number) => countOf(count, ['rozliczenie', 'rozliczenia', 'rozliczeń']);

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
