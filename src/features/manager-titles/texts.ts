import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the manager titles dictionary. */
export const managerTitleTexts: DictionaryTexts = {
  add: 'Dodaj tytuł',
  editTitle: 'Edycja tytułu',
  list: 'Lista tytułów managerów',
  empty: 'Nie ma jeszcze żadnych tytułów managerów.',
  deleteTitle: 'Usuwanie tytułu',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć tytuł „${name}”?`,
  created: 'Dodano tytuł',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto tytuł',
};
