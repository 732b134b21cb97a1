import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the subscription definitions dictionary. */
export const subscriptionDefinitionTexts: DictionaryTexts = {
  add: 'Dodaj abonament',
  editTitle: 'Edycja abonamentu',
  list: 'Lista definicji abonamentów',
  empty: 'Nie ma jeszcze żadnych abonamentów.',
  deleteTitle: 'Usuwanie abonamentu',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć abonament „${name}”?`,
  created: 'Dodano abonament',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto abonament',
};

/** The fields' labels. */
export const fieldTexts = {
  product: 'Produkt',
  noProduct: 'Bez produktu',
  monthlyPrice: 'Cena miesięczna netto',
  monthlyPriceHint: 'Puste pole: cena ustalana indywidualnie.',
  vatRate: 'Stawka VAT',
  billingPeriodMonths: 'Okres rozliczeniowy (miesiące)',
  noticePeriodMonths: 'Okres wypowiedzenia (miesiące)',
  consultationLimit: 'Limit konsultacji w miesiącu',
  consultationLimitHint: 'Puste pole: bez limitu.',
  isActive: 'Aktywny',
  isActiveHint: 'Nieaktywnego abonamentu nie wybiera się dla nowych spraw.',
  description: 'Opis',
};
