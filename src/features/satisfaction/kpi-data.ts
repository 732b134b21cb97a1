import {
  getListAllCasesQueryOptions,
  getListSatisfactionScoresQueryOptions,
  useListApplicationUserExpertEmployees,
  useListApplicationUserExpertOwners,
  useListApplicationUserManagers,
  useListProductsMinimal,
} from '@portal/sdk';
import type { Case, PersonName, SatisfactionScore } from '@portal/sdk/model';
import { useMemo } from 'react';
import { fullName } from '@/copy/people';
import { formatDate } from '@/copy/dates';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import type { CsvCell } from './csv';
import type { KpiSatisfactionSearch } from './kpi-search';

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pl');
const personOptions = (people: ({ id: number } & PersonName)[]) =>
  [...new Map(people.map((p) => [p.id, { value: String(p.id), label: fullName(p) }])).values()].sort(byLabel);

/** The options of the filters: experts (employees and owners), managers, products, each by name. */
export function useKpiOptions() {
  const employees = useListApplicationUserExpertEmployees();
  const owners = useListApplicationUserExpertOwners();
  const managers = useListApplicationUserManagers();
  const products = useListProductsMinimal();
  return useMemo(
    () => ({
      experts: personOptions([...(employees.data ?? []), ...(owners.data ?? [])]),
      managers: personOptions(managers.data ?? []),
      products: (products.data ?? []).map((p) => ({ value: String(p.id), label: p.name })).sort(byLabel),
    }),
    [employees.data, owners.data, managers.data, products.data],
  );
}

/**
 * The scores the filters choose. The scores' list filters by expert and by the day given (the contract's
 * `expertId`, `from`, `to`); for a manager or a product, whose filters it does not take, the cases of that manager
 * or product (the cases' list takes both) say which scores stay.
 */
export function useKpiScores(search: KpiSatisfactionSearch) {
  const { expertId, managerId, productId, from, to } = search;
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

/** The rows of the CSV export: one per score, as the table shows them, with the partial scores. */
export const scoreCsvRows = (
  scores: readonly SatisfactionScore[],
  expertName: (id: number | null | undefined) => string,
): CsvCell[][] =>
  scores.map((s) => [
    s.createdAt ? formatDate(s.createdAt) : null,
    s.case?.name,
    s.client ? fullName(s.client) : null,
    expertName(s.expertId),
    s.score,
    s.expertScore,
    s.managerScore,
    s.recommendationScore,
    s.comment,
  ]);
