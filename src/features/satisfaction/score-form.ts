import type { SatisfactionScore, SatisfactionScoreInput } from '@portal/sdk/model';
import { createSatisfactionScoreBodyCommentMax } from '@portal/sdk/limits/satisfaction-scores';
import { SCORE_MAX, satisfactionTexts } from './texts';

const texts = satisfactionTexts.form;

export interface ScoreFormValues {
  /** 0 until the client picks a score (the contract's range is 1–10). */
  score: number;
  comment: string;
}

export const scoreFormFields = ['score', 'comment'] as const satisfies readonly (keyof ScoreFormValues)[];

export const scoreFormValues = (score?: SatisfactionScore): ScoreFormValues => ({
  score: score?.score ?? 0,
  comment: score?.comment ?? '',
});

/** The contract's rules of the two fields, in Polish. */
export const validateScoreForm = (values: ScoreFormValues) => ({
  score: Number.isInteger(values.score) && values.score >= 1 && values.score <= SCORE_MAX ? null : texts.scoreRequired,
  comment:
    values.comment.length > createSatisfactionScoreBodyCommentMax
      ? texts.commentTooLong(createSatisfactionScoreBodyCommentMax)
      : null,
});

/**
 * The body to send. PUT replaces every field, so a change keeps the partial scores the form does not show (the
 * expert's, the manager's, the recommendation) as they were.
 */
export const scoreBody = (
  caseId: number,
  values: ScoreFormValues,
  score?: SatisfactionScore,
): SatisfactionScoreInput => ({
  caseId,
  score: values.score,
  comment: values.comment.trim() ? values.comment.trim() : null,
  expertScore: score?.expertScore ?? null,
  managerScore: score?.managerScore ?? null,
  recommendationScore: score?.recommendationScore ?? null,
});
