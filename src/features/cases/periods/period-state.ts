import type { CasePeriod } from '@portal/sdk/model';

/** How far the documents of a period are, as the board marks it. */
export type PeriodDocumentsState = 'complete' | 'waiting' | 'delivered' | 'incomplete';

/** The two sides of a period's documents. */
export type PeriodSide = 'client' | 'expert';

/** The client has sent documents for the period and marked it ready. */
const clientDelivered = (period: CasePeriod) => period.clientAttachments.length > 0 && period.isReady;

/**
 * How far a period's documents are, for the board: complete when both sides' documents are marked complete, or
 * when the client delivered them; waiting while the client has sent nothing or has not marked the period ready.
 * A period finished without the client's documents is incomplete, not complete: the tile says what happened.
 */
export function documentsState(period: CasePeriod): PeriodDocumentsState {
  if (period.clientAttachmentsCompleted && period.expertAttachmentsCompleted) return 'complete';
  if (period.status === 'Done') return clientDelivered(period) ? 'complete' : 'incomplete';
  return clientDelivered(period) ? 'delivered' : 'waiting';
}

/** What a period still lacks when its summary is sent (which finishes it). */
export type SummaryGap = 'summary' | 'clientDocuments' | 'clientReady';

export function summaryGaps(period: CasePeriod): SummaryGap[] {
  const gaps: SummaryGap[] = [];
  if (period.summaryFields.length === 0) gaps.push('summary');
  if (period.clientAttachments.length === 0) gaps.push('clientDocuments');
  if (!period.isReady) gaps.push('clientReady');
  return gaps;
}

/** What a period that is not finished still asks of the client: its documents, or marking them ready. */
export type ClientTask = 'sendDocuments' | 'markReady';

export function clientTask(period: CasePeriod): ClientTask | undefined {
  if (period.status === 'Done' || period.isReady || period.clientAttachmentsCompleted) return undefined;
  return period.clientAttachments.length === 0 ? 'sendDocuments' : 'markReady';
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
