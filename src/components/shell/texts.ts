/** Texts of the app shell: header, menus, breadcrumbs and the shell's own pages (not-found, coming soon, errors). */
export const shellTexts = {
  retry: 'Spróbuj ponownie',
  home: 'Wróć na stronę główną',
  notFound: {
    title: 'Nie znaleziono strony',
    message: 'Strona, której szukasz, nie istnieje albo została przeniesiona.',
  },
  loading: 'Ładowanie…',
  comingSoon: 'Ten ekran jest w przygotowaniu i wkrótce będzie dostępny.',
  signInFailed: {
    title: 'Logowanie nie powiodło się',
    message: 'Spróbuj zalogować się ponownie.',
  },
  /** The buttons of every confirmation dialog. */
  confirmLabels: { confirm: 'Ok', cancel: 'Anuluj' },
  closeDialog: 'Zamknij',
  closeNotice: 'Zamknij powiadomienie',
  clearField: 'Wyczyść',
  /** The show/hide button of a password field: a toggle, its state is said by `aria-pressed`. */
  showPassword: 'Pokaż hasło',
  breadcrumbs: 'Ścieżka nawigacji',
  mainMenu: 'Menu główne',
  /** The groups of the back office's entries in the menu. */
  menuGroups: {
    people: 'Ludzie',
    money: 'Finanse',
    sales: 'Sprzedaż',
    results: 'Wyniki',
    administration: 'Administracja',
    dictionaries: 'Słowniki',
  },
  header: {
    openMenu: 'Otwórz menu',
    homeLink: (productName: string) => `${productName} — strona główna`,
    impersonating: 'Tryb impersonacji',
    /** The indicator's way out (the spec gives no wording). */
    endImpersonation: 'Zakończ impersonację',
    organisation: 'Organizacja',
    noOrganisation: 'Bez organizacji',
    calendar: 'Kalendarz',
    /** The user menu's button: its name includes the user's name it shows. */
    userMenu: (name: string) => `Menu użytkownika: ${name}`,
    profile: 'Twój profil',
    resetDemo: 'Przywróć dane demonstracyjne',
    signOut: 'Wyloguj',
    darkScheme: 'Włącz tryb ciemny',
    lightScheme: 'Włącz tryb jasny',
    menu: 'Menu',
  },
};
