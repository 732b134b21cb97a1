/** Screen texts of the registers lookup (/govZone). */
export const govZoneTexts = {
  intro: 'Wyszukaj firmę w rejestrze REGON po numerze NIP, a potem utwórz z niej lead albo przypisz ją do klienta.',
  form: {
    title: 'Wyszukiwanie w rejestrze',
    nip: 'NIP',
    nipHint: '10 cyfr; myślniki i spacje są dozwolone',
    nipPlaceholder: 'np. 525-027-21-10',
    search: 'Szukaj',
  },
  searching: 'Szukanie firmy w rejestrze…',
  notFound: 'Nie znaleziono firmy o tym numerze NIP',
  notFoundHint: 'Sprawdź numer. Firma, której nie ma w rejestrze, może zostać dodana jako lead ręcznie.',
  company: {
    title: 'Dane z rejestru REGON',
    closed: 'Działalność zakończona',
    active: 'Działalność aktywna',
    nip: 'NIP',
    regon: 'REGON',
    krs: 'KRS',
    legalForm: 'Forma prawna',
    address: 'Adres siedziby',
    pkd: 'Przeważająca działalność (PKD)',
    startDate: 'Data rozpoczęcia działalności',
    endDate: 'Data zakończenia działalności',
  },
  actions: {
    createLead: 'Utwórz lead',
    assign: 'Przypisz do klienta',
  },
  assign: {
    title: 'Przypisz firmę do klienta',
    intro: (company: string) =>
      `Dane firmy ${company} z rejestru zostaną zapisane w ankiecie leasingowej klienta, w części „Firma”.`,
    client: 'Klient',
    clientHint: 'Wpisz imię, nazwisko lub e-mail klienta',
    clientPlaceholder: 'Wyszukaj klienta',
    nothingFound: 'Nie znaleziono klienta',
    replaces: (company: string, nip: string) =>
      `Ankieta tego klienta ma już firmę ${company} (NIP ${nip}): zostanie zastąpiona danymi z rejestru.`,
    refreshes: 'Ta firma jest już w ankiecie klienta: jej dane zostaną odświeżone z rejestru.',
    save: 'Przypisz',
    failed: 'Nie udało się przypisać firmy do klienta.',
    done: (company: string, client: string) => `Firmę ${company} przypisano do klienta ${client}.`,
    open: 'Otwórz ankietę leasingową klienta',
  },
} as const;
