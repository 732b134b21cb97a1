import type { SatisfactionScore } from '@portal/sdk/model';
import { SCORE_MAX } from './texts';

type Scored = Pick<SatisfactionScore, 'score' | 'createdAt'>;

const averageOf = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** How many scores, their average (none without scores) and how many of each value, 10 first. */
export function scoreStats(scores: readonly Scored[]) {
  return {
    count: scores.length,
    average: averageOf(scores.map((s) => s.score)),
    distribution: Array.from({ length: SCORE_MAX }, (_, i) => SCORE_MAX - i).map((score) => ({
      score,
      count: scores.filter((s) => s.score === score).length,
    })),
  };
}

/** The average of the scores given in each month (`YYYY-MM`, oldest first), months without scores left out. */
export function monthlyAverages(scores: readonly Scored[]) {
  const byMonth = new Map<string, number[]>();
  for (const { score, createdAt } of scores) {
    if (!createdAt) continue;
    const month = createdAt.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), score]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, values]) => ({ month, average: averageOf(values)!, count: values.length }));
}

const averageFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average as read: "8,3"; none as "–". */
export const formatAverage = (average: number | null) => (average === null ? '–' : averageFormat.format(average));

const monthFormat = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-06` → "czerwiec 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
