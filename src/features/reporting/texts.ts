import { countOf } from '@/copy/plural';

const percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 });

/** Screen texts of /reporting (Raporty): the managers' plan against their outcome over a period. */
export const reportingTexts = {
  intro: {
    admin: 'Plan i wykonanie managerów w wybranym okresie (domyślnie ostatnie 30 dni).',
    manager: 'Twój plan i wykonanie w wybranym okresie (domyślnie ostatnie 30 dni). Widzisz tylko swoje raporty.',
  },
  filters: {
    period: 'Okres',
    manager: 'Manager',
    measure: 'Miara na wykresie',
  },
  period: (from: string, to: string) => `Okres: ${from} – ${to}`,
  allManagers: 'Wszyscy managerowie',
  filed: (plans: number, outcomes: number) =>
    `Plany: ${countOf(plans, ['dzień', 'dni', 'dni'])}, wykonanie: ${countOf(outcomes, ['dzień', 'dni', 'dni'])}`,
  table: (name: string) => `Plan i wykonanie w okresie: ${name}`,
  measure: 'Miara',
  plan: 'Plan',
  actual: 'Wykonanie',
  realisation: 'Realizacja',
  difference: 'Różnica',
  realisationNote: 'Realizacja to suma wykonania wobec sumy planu; dzień bez raportu wykonania liczy się jako zero.',
  /** "89%", or a dash when nothing was planned. */
  formatRealisation: (share: number | undefined) => (share === undefined ? undefined : percent.format(share)),
  chart: {
    byManager: (measure: string) => `${measure}: plan i wykonanie według managerów`,
    byDay: (measure: string) => `${measure}: plan i wykonanie dzień po dniu`,
    dayTable: (measure: string) => `${measure} dzień po dniu`,
    day: 'Dzień',
  },
  empty: 'Brak raportów w wybranym okresie.',
  noReports: 'Brak raportów w tym okresie.',
  /** The CSV file's name before the day of the export, and its columns. */
  csvName: 'raporty-managerow',
  csv: {
    day: 'Dzień',
    manager: 'Manager',
    plan: (measure: string) => `${measure} – plan`,
    actual: (measure: string) => `${measure} – wykonanie`,
    planComment: 'Komentarz do planu',
    actualComment: 'Komentarz do wykonania',
  },
};
