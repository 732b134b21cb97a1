/** The words every dictionary screen shares; each dictionary names its own records (DictionaryTexts). */
export const dictionaryTexts = {
  name: 'Nazwa',
  actions: 'Akcje',
  edit: (name: string) => `Edytuj: ${name}`,
  remove: (name: string) => `Usuń: ${name}`,
  count: (n: number) => `Liczba pozycji: ${n}`,
  yes: 'Tak',
  no: 'Nie',
  addItem: 'Dodaj pozycję',
  moveUp: (item: string) => `Przesuń wyżej: ${item}`,
  moveDown: (item: string) => `Przesuń niżej: ${item}`,
  removeItem: (item: string) => `Usuń pozycję: ${item}`,
  /** An item of an ordered list, by its place ("Pozycja 2"). */
  item: (label: string, place: number) => `${label} ${place}`,
  currency: ' zł',
  nothingFound: 'Nic nie znaleziono',
};

/** What a dictionary screen says about its own records. */
export interface DictionaryTexts {
  /** The "add" button and the new record's dialog title ("Dodaj zawód"). */
  add: string;
  /** The edit dialog's title. */
  editTitle: string;
  /** The table's accessible name. */
  list: string;
  empty: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
  created: string;
  saved: string;
  deleted: string;
  /** "Liczba pozycji: 5" unless the dictionary counts its own records. */
  count?: (n: number) => string;
}
