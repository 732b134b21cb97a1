/** Texts of the shared user pieces (the spec-owned labels they show, roles and statuses, are in src/copy). */
export const userTileTexts = {
  /** The group of the tile's facts and actions, named after the person. */
  tile: (name: string) => `Użytkownik ${name}`,
  roles: 'Role',
  status: 'Status',
  profession: 'Zawód',
  managerTitle: 'Stanowisko',
  departments: 'Działy',
  organisations: 'Organizacje',
  subscription: 'Abonament',
  /** The single icon of a deleted user, in place of the actions. */
  deleted: 'Konto usunięte',
  actions: 'Akcje',
  sendMessage: 'Wyślij wiadomość',
  cases: 'Sprawy klienta',
  ownCases: 'Twoje sprawy',
  calendar: 'Kalendarz klienta',
  ownCalendar: 'Twój kalendarz',
  /** Spec 000 "User tile": the client's companies (their organisations). */
  companies: 'Firmy klienta',
  ownCompanies: 'Twoje firmy',
  /** The company the portal works in now, marked in the own tile's menu. */
  currentCompany: 'Wybrana',
} as const;
