import type { CooperationField } from './person-form';

/** Texts of the shared user pieces (the spec-owned labels they show, roles and statuses, are in src/copy). */
export const userTileTexts = {
  /** The group of the tile's facts and actions, named after the person. */
  tile: (name: string) => `Użytkownik ${name}`,
  roles: 'Role',
  status: 'Status',
  profession: 'Zawód',
  managerTitle: 'Stanowisko',
  departments: 'Departamenty',
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

/** The person fields of the profile and user forms (PersonFields, person-form): labels, hints and messages. */
export const personFieldTexts = {
  fields: {
    firstName: 'Imię',
    lastName: 'Nazwisko',
    birthDate: 'Data urodzenia',
    professionId: 'Zawód',
    phoneNumber: 'Telefon',
    email: 'Adres e-mail',
    street: 'Ulica',
    houseNumber: 'Numer domu',
    flatNumber: 'Numer mieszkania',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    isAddressDifferent: 'Adres korespondencyjny jest inny niż adres zamieszkania',
    cooperationBeginDate: 'Data rozpoczęcia współpracy',
  },
  hints: {
    day: 'RRRR-MM-DD',
    profession: 'Wybierz zawód',
    flatNumber: 'Jeśli jest',
    email: 'Na ten adres wysyłamy powiadomienia; służy też do logowania.',
    cooperation: 'Od tego dnia liczymy naszą współpracę.',
  },
  sections: {
    residence: 'Adres zamieszkania',
    mailing: 'Adres korespondencyjny',
  },
  validation: {
    postalCode: 'Podaj kod pocztowy w formacie NN-NNN, np. 00-950',
    phone: 'Podaj numer telefonu, np. +48 600 100 200',
    birthInFuture: 'Data urodzenia nie może być z przyszłości',
    adult: 'Konto może założyć osoba pełnoletnia (co najmniej 18 lat)',
    birthTooEarly: 'Sprawdź rok urodzenia',
  },
} as const;

/** Texts of a person's details (DetailParts: the profile, a user's and a client's details). */
export const personDetailTexts = {
  notGiven: 'Nie podano',
  sameAddress: 'Taki sam jak adres zamieszkania',
  noCooperation: 'Nie podano dat rozpoczęcia współpracy.',
  /** The `{product}CooperationBeginDate` fields, by product. */
  cooperationProducts: {
    accountingCooperationBeginDate: 'Księgowość',
    lawCooperationBeginDate: 'Prawo',
    marketingCooperationBeginDate: 'Marketing',
    recruitmentCooperationBeginDate: 'Rekrutacja',
    investmentCooperationBeginDate: 'Inwestycje',
    subscriptionCooperationBeginDate: 'Abonament',
  } satisfies Record<CooperationField, string>,
} as const;

/** Texts of the contact card (PersonCard, ManagerCard): what a screen reader hears before each value. */
export const personCardTexts = {
  profession: 'Zawód',
  phone: 'Telefon',
  email: 'E-mail',
} as const;

/** Texts of the user picker (UserPicker); its labels and "nothing found" are the screen's. */
export const userPickerTexts = {
  searching: 'Szukanie…',
} as const;
