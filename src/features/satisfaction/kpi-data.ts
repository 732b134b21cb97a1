import { getListAllCasesQueryOptions, getListSatisfactionScoresQueryOptions } from '@portal/sdk';
import type { Case, SatisfactionScore } from '@portal/sdk/model';
import { useMemo } from 'react';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import type { kpiScoreList } from './list';

type Filters = Omit<ReturnType<typeof kpiScoreList.view>, 'page'>;

/**
 * The scores the filters choose. The scores' list filters by expert and by the day given (the contract's
 * `expertId`, `from`, `to`); for a manager or a product, whose filters it does not take, the cases of that manager
 * or product (the cases' list takes both) say which scores stay.
 */
export function useKpiScores({ expertId, managerId, productId, from, to }: Filters) {
  const scores = useEveryPage<SatisfactionScore>((page) =>
    getListSatisfactionScoresQueryOptions({ page, pageSize: EVERY_PAGE_SIZE, expertId, from, to }),
  );
  const byCase = managerId !== undefined || productId !== undefined;
  const cases = useEveryPage<Case>((page) =>
    getListAllCasesQueryOptions(
      { page, pageSize: EVERY_PAGE_SIZE, managerId, productId },
      { query: { enabled: byCase } },
    ),
  );
  const data = useMemo(() => {
    if (!scores.data || (byCase && !cases.data)) return undefined;
    if (!byCase) return scores.data;
    const chosen = new Set(cases.data!.map((c) => c.id));
    return scores.data.filter((s) => chosen.has(s.caseId));
  }, [scores.data, cases.data, byCase]);
  return {
    data,
    error: scores.error ?? (byCase ? cases.error : null),
    isPending: scores.isPending || (byCase && cases.isPending),
  };
}
