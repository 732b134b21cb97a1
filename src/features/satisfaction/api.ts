import {
  getGetCaseQueryOptions,
  getGetSatisfactionScoreQueryKey,
  getGetSatisfactionScoreQueryOptions,
  getListSatisfactionScoresForCaseQueryKey,
  getListSatisfactionScoresForCaseQueryOptions,
  getListSatisfactionScoresQueryKey,
  useCreateSatisfactionScore as useGeneratedCreate,
  useUpdateSatisfactionScore as useGeneratedUpdate,
} from '@portal/sdk';
import type { Case, SatisfactionScore } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { refreshing } from '@/lib/mutations';
import { ensureRouteData, fetchRouteData, type NamedPageData } from '@/lib/route-data';
import { satisfactionTexts } from './texts';

// The satisfaction scores: a client's score of a finished case (one per case, changed later), the lists of the
// staff and the administration.

/** Every list of scores (any filters) starts with this key. */
export const scoreListsKey = getListSatisfactionScoresQueryKey();

const staleAfterSave = (score: SatisfactionScore) => [
  scoreListsKey,
  getListSatisfactionScoresForCaseQueryKey(score.caseId),
  getGetSatisfactionScoreQueryKey(score.id),
];

export const useCreateScore = refreshing(useGeneratedCreate, (answer) => staleAfterSave(answer));
export const useUpdateScore = refreshing(useGeneratedUpdate, (answer) => staleAfterSave(answer));

/** Only a finished case is rated. */
export const isCaseDone = (item: Pick<Case, 'status'>) => item.status === 'Done';

interface Context {
  queryClient: QueryClient;
}

export interface ScoreFormData extends NamedPageData {
  caseItem: Case;
}

export const scoreQuery = (id: number) => getGetSatisfactionScoreQueryOptions(id);

const loadCase = ({ queryClient }: Context, caseId: number) =>
  ensureRouteData(queryClient, getGetCaseQueryOptions(caseId), satisfactionTexts.form.caseNotFound);

/**
 * `/yourCases/{caseId}/satisfactionScore`: the case to rate. A case rated before opens its score to edit instead,
 * so a client never fills in a second score the server would refuse.
 */
export async function loadNewScore(context: Context, caseId: number): Promise<ScoreFormData> {
  // asked afresh (not from the cache): a score given a moment ago must send the client to it
  const scores = context.queryClient.fetchQuery({
    ...getListSatisfactionScoresForCaseQueryOptions(caseId),
    staleTime: 0,
  });
  // an unknown case shows the case's not-found page, whichever answer comes first
  scores.catch(() => undefined);
  const caseItem = await loadCase(context, caseId);
  const given = await scores;
  if (given.length)
    throw redirect({
      to: '/yourCases/$caseId/satisfactionScore/$id',
      params: { caseId, id: given[0].id },
      replace: true,
    });
  return { caseItem, paramTitles: { caseId: caseItem.name } };
}

/** `/yourCases/{caseId}/satisfactionScore/{id}`: the score to change, fetched fresh (the screen reads it), and its case. */
export async function loadScore(context: Context, caseId: number, id: number): Promise<ScoreFormData> {
  const [caseItem, score] = await Promise.all([
    loadCase(context, caseId),
    fetchRouteData(context.queryClient, scoreQuery(id), satisfactionTexts.form.scoreNotFound),
  ]);
  if (score.caseId !== caseId) throw notFound({ data: { title: satisfactionTexts.form.scoreNotFound } });
  return { caseItem, paramTitles: { caseId: caseItem.name } };
}
