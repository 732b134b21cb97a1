import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the professions dictionary. */
export const professionTexts: DictionaryTexts = {
  add: 'Dodaj zawód',
  editTitle: 'Edycja zawodu',
  list: 'Lista zawodów',
  empty: 'Nie ma jeszcze żadnych zawodów.',
  deleteTitle: 'Usuwanie zawodu',
  deleteConfirm: (name) => `Czy na pewno chcesz usunąć zawód „${name}”?`,
  created: 'Dodano zawód',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto zawód',
};
