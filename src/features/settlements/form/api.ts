import { getGetCaseQueryOptions, getGetSettlementQueryOptions } from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { ensureRouteData } from '@/lib/route-data';
import { settlementFormTexts } from './texts';

// What the settlement form starts from: the case a new settlement is of, or the settlement to edit (fetched fresh).

export async function loadCaseOfNewSettlement({ queryClient }: { queryClient: QueryClient }, caseId: number) {
  const item = await ensureRouteData(queryClient, getGetCaseQueryOptions(caseId), settlementFormTexts.caseNotFound);
  return { id: item.id, name: item.name };
}

export const loadSettlement = ({ queryClient }: { queryClient: QueryClient }, id: string) =>
  ensureRouteData(
    queryClient,
    getGetSettlementQueryOptions(id, { query: { staleTime: 0 } }),
    settlementFormTexts.notFound,
  );
