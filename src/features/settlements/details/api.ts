import {
  getGetSettlementPaymentLinkQueryOptions,
  getListSettlementsQueryKey,
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
import { refreshing } from '@/lib/mutations';

// The calls that change one settlement (its statuses in a list's row, the rest in its details): each refreshes
// every settlement query, the lists and the settlement's own.

const settlements = () => [getListSettlementsQueryKey()];

export const paymentLinkQuery = (id: string) => getGetSettlementPaymentLinkQueryOptions(id);

export const useSetPaymentStatus = refreshing(useSetSettlementStatus, settlements);
export const usePatchSettlementFields = refreshing(usePatchSettlement, settlements);
export const useSetPaymentDate = refreshing(useSetSettlementPaymentDate, settlements);
export const useSetNotes = refreshing(useSetSettlementNotes, settlements);
export const useSetExpertInvoice = refreshing(useSetSettlementExpertInvoice, settlements);
export const useSetExpertInvoiceAmount = refreshing(useSetSettlementExpertInvoiceAmount, settlements);
export const useSendNotification = refreshing(useSendSettlementNotification, settlements);

/** The share payment statuses, each with its own call. */
export const shareStatusMutations = {
  clientPaymentStatus: refreshing(useSetSettlementClientPaymentStatus, settlements),
  expertPaymentStatus: refreshing(useSetSettlementExpertPaymentStatus, settlements),
  leadPaymentStatus: refreshing(useSetSettlementLeadPaymentStatus, settlements),
  leaderPaymentStatus: refreshing(useSetSettlementLeaderPaymentStatus, settlements),
  salesPaymentStatus: refreshing(useSetSettlementSalesPaymentStatus, settlements),
  userLeaderPaymentStatus: refreshing(useSetSettlementUserLeaderPaymentStatus, settlements),
};
