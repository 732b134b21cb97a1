import type { CasePeriod } from '@portal/sdk/model';

/** How far the documents of a period are, as the board marks it. */
export type PeriodDocumentsState = 'complete' | 'waiting' | 'delivered';

/** The two sides of a period's documents. */
export type PeriodSide = 'client' | 'expert';

/**
 * How far a period's documents are, for the board: complete when the period is finished or both sides' documents
 * are marked complete; waiting while the client has sent nothing or has not marked the period ready.
 */
export function documentsState(period: CasePeriod): PeriodDocumentsState {
  if (period.status === 'Done' || (period.clientAttachmentsCompleted && period.expertAttachmentsCompleted))
    return 'complete';
  if (period.clientAttachments.length === 0 || !period.isReady) return 'waiting';
  return 'delivered';
}

/** The periods grouped by year, newest year first, months in calendar order within a year. */
export function periodsByYear(periods: readonly CasePeriod[]): { year: number; periods: CasePeriod[] }[] {
  const years = [...new Set(periods.map((period) => period.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    periods: periods.filter((period) => period.year === year).sort((a, b) => a.month - b.month),
  }));
}

/** The month and year query of every period call. */
export const periodParams = (period: Pick<CasePeriod, 'month' | 'year'>) => ({
  month: period.month,
  year: period.year,
});
