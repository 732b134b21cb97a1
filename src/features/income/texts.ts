import { countOf } from '@/copy/plural';
import type { SalesRole } from '@portal/sdk/model';
import type { incomeTab } from './list';

/** "1 rozliczenie", "3 rozliczenia", "12 rozliczeń". */
export const settlementCount = (count: number) => countOf(count, ['rozliczenie', 'rozliczenia', 'rozliczeń']);

/** Screen texts of /income (Przychody): the signed-in staff member's income from settlements. */
export const incomeTexts = {
  tabs: { list: 'Wszystkie rozliczenia', cases: 'Według sprawy' } satisfies Record<
    ReturnType<typeof incomeTab>,
    string
  >,
  /** The caller's role in the sale (the contract's SalesRole; the spec gives no Polish names). */
  roles: {
    Lead: 'Pozyskanie klienta',
    Sales: 'Sprzedaż',
    Leader: 'Kierownik zespołu',
    UserLeader: 'Przełożony eksperta',
    Expert: 'Ekspert',
  } satisfies Record<SalesRole, string>,
  fields: {
    invoiceNumber: 'Numer faktury',
    case: 'Sprawa',
    role: 'Twoja rola',
    issueDate: 'Data wystawienia',
    grossAmount: 'Kwota brutto',
    amountDue: 'Kwota netto',
    paymentStatus: 'Płatność klienta',
    shareAmount: 'Twój udział',
    sharePaymentStatus: 'Wypłata udziału',
    settlements: 'Rozliczenia',
  },
  totals: {
    label: 'Podsumowanie przychodów',
    gross: 'Kwota brutto',
    net: 'Kwota netto',
    paid: 'Wypłacono Tobie',
    due: 'Do wypłaty',
    forecast: 'Prognoza',
    note: 'Prognoza to Twój udział w rozliczeniach bez wystawionej faktury; kwoty brutto i netto obejmują także je.',
    unknownShares: (count: number) => `Bez ustalonego udziału: ${settlementCount(count)} (nie wliczono do wypłat).`,
  },
  filters: {
    search: 'Szukaj',
    searchPlaceholder: 'Numer faktury, sprawa, klient…',
    issueDate: 'Data wystawienia',
  },
  list: {
    table: 'Przychody z rozliczeń',
    casesTable: 'Przychody według spraw',
    count: (count: number) => `Liczba rozliczeń: ${count}`,
    caseCount: (count: number) => `Liczba spraw: ${count}`,
    noInvoice: 'Bez faktury',
  },
  /** The CSV files' names, before the day of the export. */
  csvName: 'przychody',
  casesCsvName: 'przychody-wedlug-spraw',
  caseCsvName: (caseId: number) => `przychody-sprawa-${caseId}`,
  caseView: {
    title: (name: string) => `Sprawa: ${name}`,
    unnamed: (id: number) => `Sprawa nr ${id}`,
    back: 'Wszystkie sprawy',
    openCase: 'Otwórz sprawę',
    notFound: 'Nie znaleziono sprawy',
  },
  empty: {
    none: 'Nie masz jeszcze przychodów z rozliczeń.',
    noMatches: 'Brak przychodów spełniających kryteria',
    noneInCase: 'Nie masz przychodów z rozliczeń tej sprawy.',
  },
};
