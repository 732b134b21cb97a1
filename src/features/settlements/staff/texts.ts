/** Texts of the staff's settlement screens. */
export const staffSettlementTexts = {
  filters: {
    search: 'Szukaj',
    searchPlaceholder: 'Numer faktury, sprawa lub klient',
    paymentStatus: 'Status płatności',
    collectionStatus: 'Windykacja',
    issueDate: 'Data wystawienia',
  },
  count: (n: number) => `Rozliczeń: ${n}`,
  empty: 'Brak rozliczeń',
  emptyFiltered: 'Żadne rozliczenie nie pasuje do filtrów.',
  table: 'Rozliczenia',
  /** The CSV file's name, before the day of the export. */
  csvName: 'rozliczenia',
  columns: {
    invoiceNumber: 'Numer faktury',
    case: 'Sprawa',
    client: 'Klient',
    grossAmount: 'Kwota brutto',
    issueDate: 'Data wystawienia',
    paymentDueDate: 'Termin płatności',
    paymentStatus: 'Status płatności',
    collectionStatus: 'Windykacja',
  },
  noInvoiceNumber: 'Bez numeru',
  detailsOf: (invoice: string) => `Szczegóły rozliczenia ${invoice}`,
};
