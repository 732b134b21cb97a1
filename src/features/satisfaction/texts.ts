import { countOf } from '@/copy/plural';

/** The scores go from 1 (worst) to 10 (best): the contract's range of `score`. */
export const SCORE_MAX = 10;

/** "1 ocena", "3 oceny", "5 ocen". */
const scores = (count: number) => countOf(count, ['ocena', 'oceny', 'ocen']);

/** Texts of the satisfaction screens. */
export const satisfactionTexts = {
  /** The score as read: "8/10". */
  outOf: (score: number) => `${score}/${SCORE_MAX}`,
  /** The accessible name of each star of the rating. */
  starLabel: (value: number) => (value ? `${value} z ${SCORE_MAX}` : 'Brak oceny'),
  form: {
    caseLine: (name: string) => `Sprawa: ${name}`,
    intro: 'Powiedz nam, jak oceniasz naszą współpracę w tej sprawie. Twoja ocena pomaga nam pracować lepiej.',
    score: 'Ogólna ocena współpracy',
    scoreHint: 'Od 1 (bardzo źle) do 10 (doskonale).',
    chosen: (score: number) => `Wybrano: ${score}/${SCORE_MAX}`,
    comment: 'Komentarz',
    commentHint: 'Co zrobiliśmy dobrze, a co możemy poprawić? (nieobowiązkowo)',
    scoreRequired: 'Wybierz ocenę od 1 do 10',
    commentTooLong: (max: number) => `Komentarz może mieć najwyżej ${max} znaków`,
    create: 'Wyślij ocenę',
    invalid: 'Popraw zaznaczone pola.',
    failed: 'Nie udało się zapisać oceny. Spróbuj ponownie.',
    created: 'Dziękujemy za ocenę współpracy.',
    saved: 'Twoja ocena została zmieniona.',
    notDoneTitle: 'Sprawa nie jest jeszcze zakończona',
    notDone: 'Współpracę możesz ocenić, gdy sprawa zostanie zakończona.',
    backToCase: 'Wróć do sprawy',
    caseNotFound: 'Nie znaleziono sprawy',
    scoreNotFound: 'Nie znaleziono oceny',
  },
  mine: {
    clientIntro: 'Oceny, które wystawiłeś(-aś) za zakończone sprawy. Każdą możesz zmienić.',
    staffIntro: 'Oceny, które klienci wystawili za Twoje sprawy.',
    empty: 'Nie ma jeszcze żadnych ocen.',
    clientEmpty: 'Nie oceniłeś(-aś) jeszcze żadnej sprawy. Ocenę możesz wystawić na stronie zakończonej sprawy.',
    edit: (caseName: string) => `Zmień ocenę sprawy ${caseName}`,
    editShort: 'Zmień ocenę',
    openCase: (caseName: string) => `Otwórz sprawę ${caseName}`,
    summary: 'Podsumowanie',
    average: 'Średnia ocena',
    count: 'Liczba ocen',
    countValue: scores,
    distribution: 'Rozkład ocen',
    distributionRow: (score: number, count: number) => `Ocena ${score}: ${scores(count)}`,
    comments: 'Oceny i komentarze',
    noComment: 'Bez komentarza',
    given: (date: string) => `Wystawiona ${date}`,
    client: (name: string) => `Klient: ${name}`,
    outOfTen: 'na 10',
  },
  table: {
    date: 'Data',
    case: 'Sprawa',
    client: 'Klient',
    expert: 'Ekspert',
    score: 'Ocena',
    expertScore: 'Ocena eksperta',
    managerScore: 'Ocena managera',
    recommendationScore: 'Polecenie',
    comment: 'Komentarz',
  },
  kpi: {
    intro: 'Oceny współpracy wystawione przez klientów, z filtrami, średnią w czasie i eksportem.',
    expert: 'Ekspert',
    manager: 'Manager',
    product: 'Produkt',
    period: 'Okres',
    average: 'Średnia ocena',
    count: 'Liczba ocen',
    chart: 'Średnia ocena w kolejnych miesiącach',
    chartSeries: 'Średnia ocena',
    chartEmpty: 'Brak ocen do pokazania na wykresie.',
    chartTable: 'Średnia ocena w miesiącach (tabela)',
    month: 'Miesiąc',
    monthAverage: 'Średnia',
    table: 'Oceny',
    empty: 'Nie ma jeszcze żadnych ocen.',
    emptyFiltered: 'Żadna ocena nie pasuje do filtrów.',
    /** The start of the CSV file's name: `oceny-wspolpracy-2026-11-27.csv`. */
    csvName: 'oceny-wspolpracy',
  },
  /** The offer on the client's case details (src/features/cases/details). */
  offer: {
    title: 'Oceń współpracę',
  },
} as const;
