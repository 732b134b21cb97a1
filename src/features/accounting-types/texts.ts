import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the accounting types dictionary. */
export const accountingTypeTexts = {
  add: 'Dodaj typ księgowości',
  editTitle: 'Edycja typu księgowości',
  list: 'Lista typów księgowości',
  empty: 'Nie ma jeszcze żadnych typów księgowości.',
  deleteTitle: 'Usuwanie typu księgowości',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć typ księgowości „${name}”?`,
  created: 'Dodano typ księgowości',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto typ księgowości',
  notFound: 'Nie znaleziono typu księgowości',
} satisfies DictionaryTexts & Record<string, unknown>;

/** Screen texts of the accounting attachment types dictionary. */
export const attachmentTypeTexts = {
  add: 'Dodaj typ załącznika',
  editTitle: 'Edycja typu załącznika',
  list: 'Lista typów załączników księgowych',
  empty: 'Nie ma jeszcze żadnych typów załączników.',
  deleteTitle: 'Usuwanie typu załącznika',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć typ załącznika „${name}”?`,
  created: 'Dodano typ załącznika',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto typ załącznika',
  notFound: 'Nie znaleziono typu załącznika',
} satisfies DictionaryTexts & Record<string, unknown>;

/** The fields' labels. */
export const fieldTexts = {
  kind: 'Rodzaj ewidencji',
  monthlyPrice: 'Cena miesięczna netto',
  monthlyPriceHint: 'Puste pole: wycena indywidualna.',
  isActive: 'Aktywny',
  isActiveTypeHint: 'Nieaktywnego typu nie wybiera się dla nowych spraw.',
  isActiveAttachmentHint: 'Nieaktywnego typu nie wybiera się dla nowych dokumentów.',
  description: 'Opis',
};
