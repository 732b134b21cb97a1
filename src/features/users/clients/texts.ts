/** Screen texts of a manager's and a patron's clients (/managerClients, /patronClients and their details). */
const shared = {
  columns: {
    name: 'Imię i nazwisko',
    company: 'Firma',
  },
  searchPlaceholder: 'Imię, nazwisko, firma, e-mail lub telefon',
  subscription: 'Abonament',
  actions: {
    details: 'Szczegóły',
    calendar: 'Kalendarz klienta',
    createCase: 'Nowa sprawa',
  },
  /** Why a deactivated client gets no new case. */
  deletedNoCase: 'Konto jest dezaktywowane: nie można założyć nowej sprawy.',
  details: {
    contact: 'Dane kontaktowe',
    phone: 'Telefon',
    email: 'E-mail',
    addresses: 'Adresy',
    residence: 'Adres zamieszkania',
    mailing: 'Adres korespondencyjny',
    cooperation: 'Współpraca',
    status: 'Status',
    patron: 'Opiekun',
    noPatron: 'Brak opiekuna',
    companies: 'Firmy',
    noCompanies: 'Żadna sprawa nie podaje firmy',
    clientSize: 'Wielkość firmy',
    deletionReason: 'Powód dezaktywacji',
    caseColumns: {
      name: 'Sprawa',
      company: 'Firma',
      status: 'Status',
      createdAt: 'Utworzono',
    },
    casesLoading: 'Ładowanie spraw…',
  },
};

export const clientTexts = {
  manager: {
    ...shared,
    add: 'Dodaj klienta',
    count: (n: number) => `Liczba klientów: ${n}`,
    empty: 'Nie masz jeszcze klientów: klient pojawia się tu, gdy prowadzisz jego sprawę.',
    emptyFiltered: 'Żaden klient nie pasuje do wyszukiwania.',
    emptyPage: 'Na tej stronie nie ma już klientów.',
    notFound: 'Nie znaleziono klienta',
    cases: 'Sprawy klienta',
    edit: 'Edytuj dane klienta',
    casesEmpty: 'Nie prowadzisz żadnej sprawy tego klienta.',
    allCases: (n: number) => `Wszystkie sprawy klienta (${n})`,
  },
  patron: {
    ...shared,
    add: 'Dodaj podopiecznego',
    count: (n: number) => `Liczba podopiecznych: ${n}`,
    empty: 'Nie masz jeszcze podopiecznych.',
    emptyFiltered: 'Żaden podopieczny nie pasuje do wyszukiwania.',
    emptyPage: 'Na tej stronie nie ma już podopiecznych.',
    notFound: 'Nie znaleziono podopiecznego',
    cases: 'Sprawy podopiecznego',
    edit: 'Edytuj dane podopiecznego',
    casesEmpty: 'Podopieczny nie ma jeszcze żadnej sprawy.',
    allCases: (n: number) => `Wszystkie sprawy podopiecznego (${n})`,
  },
};
