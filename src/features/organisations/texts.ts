import type { DictionaryTexts } from '@/components/dictionary/texts';

/** Screen texts of the organisations (/organisations). */
export const organisationTexts = {
  add: 'Dodaj organizację',
  editTitle: 'Edycja organizacji',
  list: 'Lista organizacji',
  empty: 'Nie ma jeszcze żadnych organizacji.',
  count: (n: number) => `Organizacje: ${n}`,
  deleteTitle: 'Usuwanie organizacji',
  deleteConfirm: (name) =>
    `Czy na pewno chcesz usunąć organizację „${name}”? Organizacji, która ma członków lub sprawy, nie można usunąć.`,
  created: 'Dodano organizację',
  saved: 'Zapisano zmiany',
  deleted: 'Usunięto organizację',
} satisfies DictionaryTexts;

export const organisationColumns = {
  name: 'Nazwa',
  nip: 'NIP',
  nipHint: 'Dziesięć cyfr, bez kresek.',
  members: 'Członkowie',
  /** The white-label organisation's mark (spec 000 section 1). */
  whiteLabel: 'White label',
  /** The organisation the portal works in now. */
  current: 'Wybrana',
};

export const switchTexts = {
  /** The row's action (spec 000 section 9: stores the id and reloads the root page). */
  label: 'Przełącz na tę organizację',
  current: 'Portal działa już w tej organizacji.',
};

/** Screen texts of an organisation's members (/organisations/{organisationId}/users). */
export const memberTexts = {
  /** The page's title: the organisation's name. */
  title: (organisation: string) => `Użytkownicy organizacji ${organisation}`,
  notFound: 'Nie znaleziono organizacji',
  list: 'Członkowie organizacji',
  count: (n: number) => `Członkowie: ${n}`,
  empty: 'Ta organizacja nie ma jeszcze członków.',
  columns: {
    name: 'Użytkownik',
    email: 'E-mail',
    roles: 'Role w organizacji',
  },
  add: 'Dodaj członka',
  editTitle: (name: string) => `Role w organizacji: ${name}`,
  editRoles: 'Zmień role',
  fields: {
    user: 'Użytkownik',
    userPlaceholder: 'Wpisz imię, nazwisko lub e-mail',
    userHint: 'Na liście są tylko użytkownicy, którzy nie należą jeszcze do tej organizacji.',
    roles: 'Role w organizacji',
    rolesPlaceholder: 'Wybierz role',
  },
  nothingFound: 'Nie znaleziono użytkownika spoza organizacji',
  created: 'Dodano członka organizacji',
  saved: 'Zapisano role',
  remove: {
    title: 'Usuwanie z organizacji',
    message: (name: string, organisation: string) =>
      `Czy na pewno chcesz usunąć użytkownika ${name} z organizacji „${organisation}”? Straci role, które ma w tej organizacji.`,
    done: 'Usunięto z organizacji',
  },
};
