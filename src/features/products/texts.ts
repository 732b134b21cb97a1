import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the products dictionary. */
export const productTexts = {
  add: 'Dodaj produkt',
  editTitle: 'Edycja produktu',
  list: 'Lista produktów',
  empty: 'Nie ma jeszcze żadnych produktów.',
  deleteTitle: 'Usuwanie produktu',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć produkt „${name}”?`,
  created: 'Dodano produkt',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto produkt',
  notFound: 'Nie znaleziono produktu',
  milestones: 'Kamienie milowe',
  fields: {
    department: 'Departament',
    type: 'Rodzaj',
    caseType: 'Typ spraw',
    caseTypeHint: 'Typ spraw zakładanych dla tego produktu.',
    price: 'Cena netto',
    priceHint: 'Puste pole: wycena indywidualna.',
    vatRate: 'Stawka VAT',
    isActive: 'Aktywny',
    isActiveHint: 'Nieaktywny produkt zostaje w swoich sprawach, ale nie jest oferowany w nowych.',
    description: 'Opis',
  },
} satisfies DictionaryTexts & Record<string, unknown>;
