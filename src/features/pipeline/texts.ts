/** Screen texts of the pipeline (/businessDevelopment). */
export const pipelineTexts = {
  intro: 'Leady jako tablica według wyniku: przeciągnij kartę do innej kolumny albo użyj „Przenieś do…”.',
  board: 'Tablica leadów',
  newBusiness: 'Nowy biznes dla klienta',
  sales: {
    label: 'Handlowiec',
    mine: 'Moje leady',
    all: 'Wszyscy',
  },
  /** A column's heading line: how many leads and what they are expected to bring. */
  count: (n: number) => `Leady: ${n}`,
  sum: (amount: string) => `Suma wartości: ${amount}`,
  empty: 'Brak leadów',
  card: {
    company: 'Firma',
    product: 'Produkt',
    value: 'Wartość',
    sales: 'Handlowiec',
    created: 'Utworzono',
    noValue: '—',
  },
  move: {
    menu: 'Przenieś do…',
    /** The card's menu button, named after its lead. */
    menuOf: (lead: string) => `Przenieś do…: ${lead}`,
    to: (column: string) => `Przenieś do: ${column}`,
    done: 'Przeniesiono lead',
    /** The notice and the announcement of a move. */
    moved: (lead: string, column: string) => `${lead}: przeniesiono do kolumny „${column}”.`,
    failed: (lead: string) => `Nie udało się przenieść leada ${lead}.`,
    moving: 'Przenoszenie…',
  },
} as const;
