/** Texts of the expert and contact screens (spec-owned labels, roles and statuses, are in src/copy). */
export const expertsTexts = {
  /** /yourExpertEmployees */
  employees: {
    intro: 'Eksperci Twojego biura, ich otwarte sprawy i dane kontaktowe.',
    add: 'Dodaj eksperta',
    empty: 'Nie masz jeszcze ekspertów. Dodaj pierwszego.',
    count: (n: number) => `Ekspertów: ${n}`,
    columns: {
      name: 'Ekspert',
      openCases: 'Otwarte sprawy',
    },
  },
  /** /expertEmployees/profile/{id} */
  profile: {
    notFound: 'Nie znaleziono eksperta',
    self: 'To Twój profil.',
    departments: 'Departamenty',
    noDepartments: 'Brak przypisanych departamentów.',
    cases: 'Sprawy eksperta',
    casesTable: (name: string) => `Sprawy: ${name}`,
    casesCount: (open: number, all: number) => `Otwarte: ${open} z ${all}`,
    noCases: 'Ekspert nie prowadzi jeszcze żadnej sprawy.',
    satisfaction: 'Zadowolenie klientów',
    average: 'Średnia ocena',
    scores: (n: number) => `Liczba ocen: ${n}`,
    noScores: 'Klienci nie ocenili jeszcze spraw tego eksperta.',
    scale: 'w skali 1–10',
    columns: { name: 'Sprawa', client: 'Klient', status: 'Status', createdAt: 'Utworzono' },
  },
  /** /clientExpertEmployees, /yourClientsExpertEmployees and their experts' pages */
  contacts: {
    clientIntro: 'Eksperci, którzy prowadzą Twoje sprawy. Skontaktuj się z nimi bezpośrednio.',
    patronIntro: 'Eksperci, którzy prowadzą sprawy Twoich podopiecznych.',
    clientEmpty: 'Żaden ekspert nie prowadzi jeszcze Twoich spraw.',
    patronEmpty: 'Żaden ekspert nie prowadzi jeszcze spraw Twoich podopiecznych.',
    notFound: 'Nie znaleziono eksperta',
    sharedCases: 'Wspólne sprawy',
    noSharedCases: 'Brak wspólnych spraw.',
    /** The cases of one client, under the client's name (a patron's view). */
    clientCases: (name: string) => `Klient: ${name}`,
    casesOf: (name: string) => `Sprawy prowadzone przez: ${name}`,
  },
  /** /clientManager/{id} */
  manager: {
    notFound: 'Nie znaleziono managera',
    cases: 'Sprawy, którymi się zajmuje',
    noCases: 'Ten manager nie zajmuje się żadną z Twoich spraw.',
    casesOf: (name: string) => `Sprawy managera: ${name}`,
  },
} as const;
