/** Polish texts of the case create, report and edit forms. */
export const caseFormLabels = {
  name: 'Nazwa sprawy',
  optionalName: 'Nazwa sprawy (opcjonalnie)',
  optionalNameDescription: 'Domyślnie nazwa produktu',
  client: 'Klient',
  product: 'Produkt',
  status: 'Status',
  result: 'Wynik',
  expert: 'Ekspert',
  managers: 'Managerowie',
  leader: 'Lider',
  salesPerson: 'Sprzedawca',
  companyName: 'Nazwa firmy',
  isVatPayer: 'Płatnik VAT',
  description: 'Opis',
  reportDescription: 'Opis sprawy',
  reportDescriptionHint: 'Opisz, w czym możemy pomóc',
  attachments: 'Załączniki',
  attachmentDescription: 'Opis załącznika',
  chosenFiles: 'Wybrane pliki',
  dropzoneTitle: 'Przeciągnij pliki tutaj lub kliknij, aby je wybrać',
  dropzoneHint: 'Możesz dodać kilka plików; każdy może mieć swój opis',
  removeAttachment: (fileName: string) => `Usuń plik ${fileName}`,
  nothingFound: 'Brak wyników',
} as const;

export const caseFormButtons = {
  create: 'Utwórz sprawę',
  save: 'Zapisz',
  report: 'Zgłoś sprawę',
  retry: 'Spróbuj ponownie',
  cancel: 'Anuluj',
} as const;

export const caseFormTitles = {
  report: 'Zgłoś nową sprawę',
  create: 'Nowa sprawa',
  edit: 'Edycja sprawy',
} as const;

/** Validation messages of the forms' own rules (the contract's rules speak through lib/validation). */
export const caseFormErrors = {
  attachmentDescriptionComma: 'Opis załącznika nie może zawierać przecinka',
} as const;

/** What the forms say after a server answer. */
export const caseFormMessages = {
  reported: 'Sprawa została zgłoszona',
  created: 'Sprawa została utworzona',
  saved: 'Zmiany zostały zapisane',
  failedTitle: 'Nie udało się zapisać',
  invalid: 'Popraw zaznaczone pola i spróbuj ponownie.',
  createFailed: 'Nie udało się utworzyć sprawy. Wszystko, co wpisano, zostało zachowane — spróbuj ponownie.',
  saveFailed: 'Nie udało się zapisać zmian. Wszystko, co wpisano, zostało zachowane — spróbuj ponownie.',
  descriptionFailed:
    'Sprawa została utworzona, ale nie udało się zapisać opisu. Spróbuj ponownie — sprawa nie zostanie utworzona drugi raz.',
  updateAfterCreateFailed:
    'Sprawa została utworzona, ale nie udało się zapisać zmian. Spróbuj ponownie — sprawa nie zostanie utworzona drugi raz.',
  uploadFailed:
    'Sprawa została utworzona, ale nie udało się wysłać załączników. Spróbuj ponownie — sprawa nie zostanie utworzona drugi raz.',
  caseAlreadyCreated: 'Sprawa jest już utworzona: produktu i nazwy nie można teraz zmienić.',
  notFound: 'Nie znaleziono sprawy',
} as const;
