import type { PublicationStatus } from '@portal/sdk/model';

/** Texts of the offer screens: the offers of a case (staff) and one offer (whoever may see it). */
export const offerTexts = {
  notFound: 'Nie znaleziono oferty',
  caseNotFound: 'Nie znaleziono sprawy',
  caseLabel: 'Sprawa: ',
  status: { Draft: 'Szkic', Published: 'Opublikowana' } satisfies Record<PublicationStatus, string>,
  currencySuffix: ' zł',
  fileName: (id: number) => `oferta-${id}.pdf`,
  fields: {
    title: 'Tytuł',
    introduction: 'Wstęp',
    content: 'Zakres',
    netPrice: 'Cena netto',
    vatRate: 'Stawka VAT',
    grossPrice: 'Cena brutto',
    validUntil: 'Ważna do',
    publishedAt: 'Opublikowano',
  },
  /** The offers of a case and the form (`/cases/{caseId}/offer`). */
  ofCase: {
    listTitle: 'Oferty sprawy',
    none: 'Sprawa nie ma jeszcze ofert. Przygotuj pierwszą w formularzu poniżej.',
    newTitle: 'Nowa oferta',
    editTitle: (title: string) => `Edycja oferty: ${title}`,
    contentHint: 'Każdy punkt zakresu w osobnym wierszu.',
    grossHint: 'Liczona ze stawki VAT',
    noPrice: '–',
    validUntilPast: 'Data ważności nie może być wcześniejsza niż dzisiaj',
    create: 'Dodaj ofertę',
    save: 'Zapisz zmiany',
    cancelEdit: 'Nowa oferta zamiast edycji',
    created: 'Oferta została dodana',
    saved: 'Zmiany w ofercie zostały zapisane',
    invalid: 'Popraw zaznaczone pola.',
    failed: 'Nie udało się zapisać oferty. Spróbuj ponownie.',
    actions: {
      open: 'Podgląd PDF',
      openLabel: (title: string) => `Podgląd PDF oferty ${title} w nowej karcie`,
      download: 'Pobierz PDF',
      downloadLabel: (title: string) => `Pobierz PDF oferty ${title}`,
      edit: 'Edytuj',
      editLabel: (title: string) => `Edytuj ofertę ${title}`,
      publish: 'Opublikuj',
      publishLabel: (title: string) => `Opublikuj ofertę ${title}`,
      delete: 'Usuń',
      deleteLabel: (title: string) => `Usuń ofertę ${title}`,
      view: 'Zobacz ofertę',
    },
    publishConfirm: {
      title: 'Opublikować ofertę?',
      confirm: 'Opublikuj',
      message: (title: string) =>
        `Oferta „${title}” trafi do klienta, a jej PDF i załączniki będą dostępne pod publicznym linkiem bez logowania. Opublikowanej oferty nie można już zmieniać.`,
    },
    published: 'Oferta została opublikowana',
    deleteConfirm: {
      title: 'Usunąć ofertę?',
      confirm: 'Usuń',
      message: (title: string) => `Szkic oferty „${title}” i jego załączniki zostaną usunięte.`,
    },
    deleted: 'Oferta została usunięta',
    publicLink: 'Publiczny link do PDF',
    copy: 'Kopiuj link',
    copied: 'Skopiowano',
  },
  attachments: {
    title: 'Załączniki',
    none: 'Brak załączników.',
    add: 'Dodaj pliki',
    remove: (name: string) => `Usuń plik ${name}`,
    description: (name: string) => `Opis pliku ${name}`,
    download: (name: string) => `Pobierz ${name}`,
    downloadShort: 'Pobierz',
    failed: (names: string) => `Ofertę zapisano, ale nie udało się zapisać plików: ${names}. Spróbuj ponownie.`,
  },
  /** One offer (`/offer/{id}`). */
  view: {
    draft: 'Szkic – klient nie widzi jeszcze tej oferty.',
    validUntil: (date: string) => `Oferta ważna do ${date}`,
    expired: (date: string) =>
      `Termin ważności oferty minął ${date}. Skontaktuj się z nami, jeśli nadal jesteś zainteresowany.`,
    scope: 'Zakres',
    price: 'Cena',
    vat: 'VAT',
    edit: 'Edytuj ofertę',
    download: 'Pobierz PDF',
    open: 'Podgląd PDF',
    openLabel: 'Podgląd PDF oferty w nowej karcie',
  },
  /** The client's answer on `/offer/{id}`, sent as a comment on the offer's case. */
  answer: {
    title: 'Twoja odpowiedź',
    intro: 'Daj nam znać, co myślisz o ofercie. Odpowiedź trafi do opiekunów sprawy jako komentarz.',
    note: 'Wiadomość',
    noteHint: 'Przy pytaniu wpisz jego treść; do akceptacji lub odrzucenia wiadomość jest opcjonalna.',
    notePlaceholder: 'Twoje pytanie lub uwagi do oferty',
    questionRequired: 'Wpisz treść pytania',
    buttons: { accept: 'Akceptuję', question: 'Mam pytanie', reject: 'Odrzucam' } satisfies Record<OfferAnswer, string>,
    /** The comment's first paragraph; the client's message, if any, follows it. */
    comment: {
      accept: (title: string) => `Akceptuję ofertę „${title}”.`,
      question: (title: string) => `Mam pytanie dotyczące oferty „${title}”.`,
      reject: (title: string) => `Odrzucam ofertę „${title}”.`,
    } satisfies Record<OfferAnswer, (title: string) => string>,
    confirm: {
      accept: {
        title: 'Zaakceptować ofertę?',
        message: (title: string) => `Potwierdź akceptację oferty „${title}”.`,
        confirm: 'Zaakceptuj ofertę',
      },
      reject: {
        title: 'Odrzucić ofertę?',
        message: (title: string) => `Potwierdź odrzucenie oferty „${title}”.`,
        confirm: 'Odrzuć ofertę',
      },
    },
    sentTitle: 'Odpowiedź wysłana',
    sent: {
      accept: 'Dziękujemy za akceptację oferty. Opiekun sprawy skontaktuje się z Tobą w sprawie dalszych kroków.',
      question: 'Twoje pytanie zostało wysłane. Odpowiemy w komentarzach sprawy.',
      reject: 'Dziękujemy za informację. Twoja odpowiedź została przekazana opiekunom sprawy.',
    } satisfies Record<OfferAnswer, string>,
    toCase: 'Przejdź do sprawy',
    failed: 'Nie udało się wysłać odpowiedzi. Spróbuj ponownie.',
  },
};

/** How a client answers an offer. */
export type OfferAnswer = 'accept' | 'question' | 'reject';
