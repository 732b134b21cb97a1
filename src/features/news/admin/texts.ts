/** Screen texts of the news administration (/newsAdmin). */
export const newsAdminTexts = {
  add: 'Dodaj aktualność',
  count: (n: number) => `Aktualności: ${n}`,
  empty: 'Nie ma jeszcze żadnych aktualności.',
  emptyFiltered: 'Żadna aktualność nie pasuje do wyszukiwania.',
  /** A page past the last one (an address kept from before a deletion). */
  emptyPage: 'Na tej stronie nie ma już aktualności.',
  filters: {
    search: 'Szukaj',
    searchPlaceholder: 'Tytuł, wstęp lub źródło',
  },
  columns: {
    title: 'Tytuł',
    status: 'Status',
    createdAt: 'Utworzono',
    emailSentAt: 'Wysłano e-mailem',
  },
  status: {
    Draft: 'Wersja robocza',
    Published: 'Opublikowana',
  },
  summary: 'Podsumowanie okresu',
  organisation: 'Dla organizacji',
  sentAt: (date: string) => `Wysłano e-mailem ${date}`,
  sent: 'Wysłano e-mailem',
  notSent: 'Nie wysłano e-mailem',
  actions: {
    preview: 'Podgląd',
    send: 'Wyślij e-mailem',
    recipients: 'Odbiorcy',
  },
  draftNotSendable: 'Wersji roboczej nie można wysłać: najpierw ją opublikuj.',
  send: {
    title: 'Wysłać aktualność e-mailem?',
    confirm: 'Wyślij',
    message: (title: string, count: number) =>
      `Aktualność „${title}” zostanie wysłana e-mailem i jako powiadomienie do odbiorców: ${count}.`,
    again: (date: string) => `Tę aktualność wysłano już ${date}. Odbiorcy dostaną ją ponownie.`,
    /** The notice's title: the item went out (not the default "Zapisano"). */
    doneTitle: 'Wysłano',
    done: (count: number) => `Aktualność wysłano e-mailem do odbiorców: ${count}.`,
  },
  delete: {
    title: 'Usunąć aktualność?',
    message: (title: string) => `Aktualność „${title}” zostanie usunięta razem z obrazem i załącznikami.`,
    done: 'Aktualność usunięto.',
  },
  recipients: {
    title: (title: string) => `Odbiorcy: ${title}`,
    count: (n: number) => `Liczba odbiorców: ${n}`,
    none: 'Ta aktualność nie trafi do nikogo.',
    listLabel: 'Lista odbiorców',
    unknown: (id: number) => `Użytkownik nr ${id}`,
    loading: 'Ładowanie odbiorców…',
  },
  preview: {
    title: 'Podgląd aktualności',
    loading: 'Ładowanie podglądu…',
  },
};

/** Screen texts of the news form (/news/create, /news/edit/{id}). */
export const newsFormTexts = {
  sections: {
    content: 'Treść',
    picture: 'Obraz',
    attachments: 'Załączniki',
    publication: 'Publikacja',
  },
  fields: {
    title: 'Tytuł',
    introduction: 'Wstęp',
    source: 'Źródło',
    messageContent: 'Treść aktualności',
    published: 'Opublikowana (widoczna dla czytelników)',
  },
  publishedHint: 'Wersja robocza jest widoczna tylko w zarządzaniu aktualnościami.',
  summaryNote: 'To podsumowanie okresu: sprawa i okres pozostają bez zmian.',
  picture: {
    none: 'Aktualność nie ma obrazu.',
    add: 'Dodaj obraz',
    replace: 'Zmień obraz',
    remove: 'Usuń obraz',
    alt: 'Miniatura obrazu aktualności',
    hint: 'JPG, PNG, WebP lub GIF. Na stronie aktualności obraz ma 175 × 150 pikseli.',
    uploading: 'Wysyłanie obrazu…',
  },
  attachments: {
    none: 'Aktualność nie ma załączników.',
    add: 'Dodaj załączniki',
    remove: (name: string) => `Usuń załącznik ${name}`,
    listLabel: 'Załączniki aktualności',
    uploading: 'Wysyłanie załączników…',
    failed: (names: string) => `Nie udało się wysłać: ${names}.`,
  },
  preview: 'Podgląd',
  previewTitle: 'Podgląd aktualności',
  create: 'Utwórz aktualność',
  created: 'Aktualność utworzono.',
  saved: 'Zmiany zapisano.',
  invalid: 'Popraw zaznaczone pola.',
  failed: 'Nie udało się zapisać aktualności.',
  notFound: 'Nie znaleziono aktualności',
};

/** The Polish names of the body editor's controls (Mantine RichTextEditor `labels`). */
export const editorLabels = {
  boldControlLabel: 'Pogrubienie',
  italicControlLabel: 'Kursywa',
  underlineControlLabel: 'Podkreślenie',
  strikeControlLabel: 'Przekreślenie',
  clearFormattingControlLabel: 'Wyczyść formatowanie',
  linkControlLabel: 'Wstaw link',
  unlinkControlLabel: 'Usuń link',
  bulletListControlLabel: 'Lista punktowana',
  orderedListControlLabel: 'Lista numerowana',
  h2ControlLabel: 'Nagłówek 2',
  h3ControlLabel: 'Nagłówek 3',
  h4ControlLabel: 'Nagłówek 4',
  blockquoteControlLabel: 'Cytat',
  undoControlLabel: 'Cofnij',
  redoControlLabel: 'Ponów',
  linkEditorInputLabel: 'Adres linku (https://, http:// lub mailto:)',
  linkEditorInputPlaceholder: 'https://przyklad.pl/',
  linkEditorExternalLink: 'Link otworzy się w nowej karcie',
  // the sanitizer opens every link in a new tab (lib/sanitize.ts): the editor's toggle cannot choose otherwise
  linkEditorInternalLink: 'Link otworzy się w nowej karcie',
  linkEditorSave: 'Zapisz',
  toolbar: 'Formatowanie treści',
};
