import {
  getGetCaseQueryOptions,
  getGetSettlementQueryOptions,
  getListSettlementAttachmentsQueryKey,
  getListSettlementsQueryKey,
  useCreateSettlement as useGeneratedCreate,
  useCreateSettlementAttachment as useGeneratedCreateAttachment,
  useDeleteSettlementAttachment as useGeneratedDeleteAttachment,
  useUpdateSettlement as useGeneratedUpdate,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { ensureRouteData, fetchRouteData } from '@/lib/route-data';
import { settlementFormTexts } from './texts';

// What the settlement form starts from (the case a new settlement is of, or the settlement to edit, fetched fresh),
// and its saves, which refresh every settlement query (the lists and the settlement's own) and its files.

export async function loadCaseOfNewSettlement({ queryClient }: { queryClient: QueryClient }, caseId: number) {
  const item = await ensureRouteData(queryClient, getGetCaseQueryOptions(caseId), settlementFormTexts.caseNotFound);
  return { id: item.id, name: item.name };
}

export const settlementQuery = (id: string) => getGetSettlementQueryOptions(id);

export const loadSettlement = ({ queryClient }: { queryClient: QueryClient }, id: string) =>
  fetchRouteData(queryClient, settlementQuery(id), settlementFormTexts.notFound);

const stale = () => [getListSettlementsQueryKey(), getListSettlementAttachmentsQueryKey()];

export const useCreateSettlement = refreshing(useGeneratedCreate, stale);
export const useUpdateSettlement = refreshing(useGeneratedUpdate, stale);
export const useCreateSettlementAttachment = refreshing(useGeneratedCreateAttachment, stale);
export const useDeleteSettlementAttachment = refreshing(useGeneratedDeleteAttachment, stale);
