/** Screen texts of the user forms (/users/create, /managerClients/create, /expertEmployees/create …). */
export const userFormTexts = {
  intro: {
    create:
      'Nie ustalasz tu hasła: po zapisaniu wyślemy na podany adres e-mail link aktywacyjny, w którym nowy użytkownik ustawi swoje hasło.',
    edit: 'Zmień dane użytkownika i zapisz.',
  },
  sections: {
    personal: 'Dane osobowe',
    account: 'Rola i przypisania',
    address: 'Adres',
    cooperation: 'Współpraca',
  },
  fields: {
    roles: 'Role',
    managerTitleId: 'Stanowisko',
    departmentIds: 'Departamenty',
    patronId: 'Opiekun',
    clientSize: 'Wielkość firmy klienta',
  },
  hints: {
    emailCreate: 'Na ten adres wyślemy link aktywacyjny; służy też do logowania.',
    emailEdit: 'Adres e-mail zmienia się tylko przyciskiem „Zmień e-mail” na stronie szczegółów użytkownika.',
    emailEditStaff: 'Adres e-mail zmienia administrator, przyciskiem „Zmień e-mail” na stronie szczegółów użytkownika.',
    residence: 'Możesz zostawić adres pusty: użytkownik uzupełni go przy pierwszym logowaniu.',
    roles: 'Wybierz co najmniej jedną rolę.',
    lockedRoles: 'Rola wynika z miejsca, z którego dodajesz lub edytujesz użytkownika.',
    patronByServer: 'Zostaniesz opiekunem nowego klienta.',
    ownerByServer: 'Nowy ekspert zostanie przypisany do Twojego zespołu.',
    pickRoles: 'Wybierz role',
    pickTitle: 'Wybierz stanowisko',
    pickDepartments: 'Wybierz departamenty',
    pickPatron: 'Wybierz opiekuna',
    pickClientSize: 'Wybierz wielkość',
    nothingFound: 'Brak wyników',
  },
  create: 'Utwórz konto',
  created: (name: string, email: string) =>
    `Utworzono konto: ${name}. Na adres ${email} wysłaliśmy e-mail z linkiem aktywacyjnym.`,
  saved: (name: string) => `Zapisano zmiany: ${name}.`,
  invalid: 'Popraw zaznaczone pola.',
  failed: 'Nie udało się zapisać użytkownika. Spróbuj ponownie.',
  forbidden: 'Nie masz uprawnień, aby zapisać dane tego użytkownika.',
  notFound: 'Nie znaleziono użytkownika',
} as const;
