import type { PaymentProcessStatus, SettlementCollectionStatus, SettlementPaymentStatus } from '@portal/sdk/model';

/** Settlement payment status, first kind (spec 000 section 9). */
export const settlementPaymentStatusLabels = {
  Forecast: 'Prognoza',
  InvoiceIssued: 'Wystawiono fakturę',
  Paid: 'Opłacono',
} as const satisfies Record<SettlementPaymentStatus, string>;

/** Settlement payment status, second type (spec 000 section 9): as collection sees it. */
export const settlementCollectionStatusLabels = {
  InvoiceIssued: 'Wystawiono fakturę',
  Paid: 'Opłacono',
  Overdue: 'Windykacja',
} as const satisfies Record<SettlementCollectionStatus, string>;

/** The electronic payment's process tag (spec 000 section 9, the provider's spelling kept); unknown shows "-". */
export const paymentProcessStatusLabels = {
  PENDING: 'Rozpoczęto',
  WAITING_FOR_CONFIMRATION: 'Oczekiwanie na potwierdzenie',
  COMPLETED: 'Zakończono',
  CANCELED: 'Anulowano',
} as const satisfies Record<PaymentProcessStatus, string>;

export const paymentProcessStatusLabel = (status: string | null | undefined) =>
  (status && paymentProcessStatusLabels[status as PaymentProcessStatus]) || '-';
