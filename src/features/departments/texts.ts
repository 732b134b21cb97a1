import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the departments dictionary. */
export const departmentTexts: DictionaryTexts = {
  add: 'Dodaj departament',
  editTitle: 'Edycja departamentu',
  list: 'Lista departamentów',
  empty: 'Nie ma jeszcze żadnych departamentów.',
  deleteTitle: 'Usuwanie departamentu',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć departament „${name}”?`,
  created: 'Dodano departament',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto departament',
};
