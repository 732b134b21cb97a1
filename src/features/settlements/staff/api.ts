import {
  getGetSettlementPaymentLinkQueryOptions,
  getListSettlementsQueryKey,
  getListSettlementsQueryOptions,
  usePatchSettlement,
  useSendSettlementNotification,
  useSetSettlementClientPaymentStatus,
  useSetSettlementExpertInvoice,
  useSetSettlementExpertInvoiceAmount,
  useSetSettlementExpertPaymentStatus,
  useSetSettlementLeaderPaymentStatus,
  useSetSettlementLeadPaymentStatus,
  useSetSettlementNotes,
  useSetSettlementPaymentDate,
  useSetSettlementSalesPaymentStatus,
  useSetSettlementStatus,
  useSetSettlementUserLeaderPaymentStatus,
} from '@portal/sdk';
import type { ListSettlementsParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';

// The staff's settlements: the list (every page under one key prefix) and the calls that change one.

export const settlementListQuery = (params: ListSettlementsParams) =>
  getListSettlementsQueryOptions(params, { query: { placeholderData: keepPreviousData } });
const lists = () => [getListSettlementsQueryKey()];

export const paymentLinkQuery = (id: string) => getGetSettlementPaymentLinkQueryOptions(id);

export const useSetPaymentStatus = refreshing(useSetSettlementStatus, lists);
export const usePatchSettlementFields = refreshing(usePatchSettlement, lists);
export const useSetPaymentDate = refreshing(useSetSettlementPaymentDate, lists);
export const useSetNotes = refreshing(useSetSettlementNotes, lists);
export const useSetExpertInvoice = refreshing(useSetSettlementExpertInvoice, lists);
export const useSetExpertInvoiceAmount = refreshing(useSetSettlementExpertInvoiceAmount, lists);
export const useSendNotification = refreshing(useSendSettlementNotification, lists);

/** The share payment statuses, each with its own call. */
export const shareStatusMutations = {
  clientPaymentStatus: refreshing(useSetSettlementClientPaymentStatus, lists),
  expertPaymentStatus: refreshing(useSetSettlementExpertPaymentStatus, lists),
  leadPaymentStatus: refreshing(useSetSettlementLeadPaymentStatus, lists),
  leaderPaymentStatus: refreshing(useSetSettlementLeaderPaymentStatus, lists),
  salesPaymentStatus: refreshing(useSetSettlementSalesPaymentStatus, lists),
  userLeaderPaymentStatus: refreshing(useSetSettlementUserLeaderPaymentStatus, lists),
};
