import type { Education, LeadOutcome, ManagerReport, MessageAuthor, PlanKind, TargetKind } from '@portal/sdk/model';
import { formatAmount } from './dates';

// Labels of the sales enumerations (spec 001 section 3). The others the sales screens show (client size and
// profile, legal form, tax form, accounting kind) are in case-labels.ts.

/** The colour of a lead's outcome (badges, pipeline columns): not yet worked gray, under way blue, won green, lost red. */
export const leadOutcomeColors = {
  None: 'gray',
  InProgress: 'blue',
  Won: 'green',
  Lost: 'red',
} as const satisfies Record<LeadOutcome, string>;

export const educationLabels = {
  Elementary: 'Podstawowe',
  Vocational: 'Zawodowe',
  Secondary: 'Średnie',
  Bachelor: 'Wyższe licencjackie',
  HigherEducation: 'Wyższe magisterskie',
} as const satisfies Record<Education, string>;

export const targetKindLabels = {
  ApplicationUser: 'Użytkownicy portalu',
  Campaign: 'Kampania zewnętrzna',
} as const satisfies Record<TargetKind, string>;

export const messageAuthorLabels = {
  User: 'Użytkownik',
  Chatbot: 'Chatbot',
} as const satisfies Record<MessageAuthor, string>;

/** A manager report's kind, as the reports screens name it: the plan of the day and what was done. */
export const reportKindLabels = {
  Planned: 'Plan',
  Actual: 'Wykonanie',
} as const satisfies Record<PlanKind, string>;

/** What a failed check of a registry number (lib/registry-numbers) says, in the forms and the demo's 400 answers. */
export const registryNumberMessages = {
  nip: 'Nieprawidłowy numer NIP',
  regon: 'Nieprawidłowy numer REGON',
  krs: 'Numer KRS ma 10 cyfr',
} as const;

/** A leasing survey's shareholders whose shares add up to more than 100 % (the form's and the demo's 400). */
export const sharesOver100Message = 'Udziały wspólników sumują się do więcej niż 100%';

/** The figures of a manager report, in the order the reports screens show them. */
export type ReportMeasure = keyof Pick<
  ManagerReport,
  'phoneCalls' | 'meetings' | 'newLeads' | 'offersSent' | 'agreementsSigned' | 'salesAmount'
>;
export const reportMeasureLabels = {
  phoneCalls: 'Rozmowy telefoniczne',
  meetings: 'Spotkania',
  newLeads: 'Nowe leady',
  offersSent: 'Wysłane oferty',
  agreementsSigned: 'Podpisane umowy',
  salesAmount: 'Sprzedaż (zł)',
} as const satisfies Record<ReportMeasure, string>;

/** The measures in the order of their labels. */
export const reportMeasures = Object.keys(reportMeasureLabels) as ReportMeasure[];

/** A measure's value as the screens show it: the sales in zł ("4 500,00 zł"), the others as counts. */
export const formatMeasure = (measure: ReportMeasure, value: number) =>
  measure === 'salesAmount' ? formatAmount(value) : String(value);

/** The outcome's difference from the plan, signed: "+3", "−1500,00 zł", "0"; nothing when a side is missing. */
export function formatMeasureDifference(measure: ReportMeasure, difference: number | undefined) {
  if (difference === undefined) return undefined;
  const text = formatMeasure(measure, Math.abs(difference));
  return difference > 0 ? `+${text}` : difference < 0 ? `\u2212${text}` : text;
}

/** Select options of an enumeration, in the order of its labels. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
