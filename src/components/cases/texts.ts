/** Texts of the shared case components (the spec-owned labels they show are in src/copy). */
export const caseComponentTexts = {
  /** The "report a new case" link button, also the empty case list's call to action. */
  reportCase: 'Zgłoś nową sprawę',
  messages: {
    list: 'Komentarze',
    recipients: 'Odbiorcy',
    empty: 'Brak komentarzy.',
  },
  periodStatus: 'Status okresu',
  productPicker: {
    label: 'Produkt',
    placeholder: 'Wybierz produkt',
    nothingFound: 'Nie znaleziono produktu',
    /** The group of products without a department (spec 000 section 5). */
    noDepartment: '(bez departamentu)',
  },
} as const;
