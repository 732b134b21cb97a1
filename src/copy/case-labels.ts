import type { CaseStatus, PeriodStatus } from '@portal/sdk/model';

/** Case status names (spec 000 section 4); anything else shows "Brak". */
export const caseStatusLabels = {
  New: 'Zgłoszona',
  Offering: 'Ofertowanie',
  InProgress: 'W toku',
  Done: 'Zakończona',
  Rejected: 'Odrzucona',
} as const satisfies Record<CaseStatus, string>;

/** Accounting period status names (spec 000 section 4). */
export const periodStatusLabels = {
  NotStarted: 'Nie rozpoczęto',
  InProgress: 'W toku',
  ReadyForAccounting: 'Gotowy do księgowania',
  Done: 'Zakończono',
} as const satisfies Record<PeriodStatus, string>;
