import { countOf } from '@/copy/plural';

/** Screen texts of /managerReports (Raporty managerów): the plan and the outcome of a day. */
export const managerReportsTexts = {
  intro: {
    manager: 'Rano zapisz plan dnia, wieczorem jego wykonanie: jeden plan i jedno wykonanie na dzień.',
    admin: 'Plan i wykonanie każdego managera z wybranego dnia, obok siebie.',
  },
  day: {
    label: 'Dzień',
    previous: 'Poprzedni dzień',
    next: 'Następny dzień',
    today: 'Dzisiaj',
  },
  comment: 'Komentarz',
  form: {
    planHint: (plan: string) => `Plan: ${plan}`,
    notYet: 'Jeszcze nie zapisano.',
    savedAt: (when: string) => `Zapisano ${when}`,
    save: { Planned: 'Zapisz plan', Actual: 'Zapisz wykonanie' },
    saved: (kind: string, day: string) => `${kind} na ${day}`,
    invalid: 'Popraw zaznaczone pola.',
    failed: 'Nie udało się zapisać raportu. Spróbuj ponownie.',
  },
  overview: {
    filed: (filed: number, all: number) =>
      `Raporty złożyło ${filed} z ${countOf(all, ['managera', 'managerów', 'managerów'])}.`,
    table: (name: string) => `Plan i wykonanie: ${name}`,
    measure: 'Miara',
    difference: 'Różnica',
    noReport: 'Brak raportu',
    noPlan: 'Brak planu',
    noOutcome: 'Brak wykonania',
    planComment: 'Komentarz do planu',
    outcomeComment: 'Komentarz do wykonania',
  },
  empty: {
    admin: (day: string) => `Nikt nie złożył raportu z dnia ${day}.`,
    manager: (day: string) => `Nie masz jeszcze raportów z dnia ${day}.`,
    latest: 'Ostatni dzień z raportami:',
  },
};
