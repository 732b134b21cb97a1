import type { PaymentProcessStatus, Settlement, SettlementPaymentStatus } from '@portal/sdk/model';
import { userRef } from './refs';
import { cases } from './seed-cases';
import type { DemoSavedCard } from './types';
import { settlementId } from './settlement-ids';

/** The demo's "today": settlements unpaid after their due date before it are overdue. */
export const DEMO_TODAY = '2026-11-22';

/** [n, case id, net amount, status, issue date, due date, payment date, card payment status, invoice number, notes] */
type Row = [
  number,
  number,
  number,
  SettlementPaymentStatus,
  string | null,
  string | null,
  string | null,
  PaymentProcessStatus | null,
  string | null,
  string?,
];

const rows: Row[] = [
  // Client 101.
  [1, 1001, 350, 'Paid', '2026-09-30', '2026-10-14', '2026-10-10', 'COMPLETED', 'FV/2026/09/0112'],
  [2, 1001, 350, 'InvoiceIssued', '2026-10-31', '2026-11-14', null, null, 'FV/2026/10/0087'],
  [3, 1001, 350, 'InvoiceIssued', '2026-11-20', '2026-12-04', null, 'CANCELED', 'FV/2026/11/0141'],
  // Its card payment, started in October and never finished, was cancelled by the provider: the client may pay again
  // (spec: "Zapłać" only with no card payment or a cancelled one). Payments under way are recent: 0129, 0125.
  [4, 1002, 2000, 'InvoiceIssued', '2026-10-22', '2026-11-05', null, 'CANCELED', 'FV/2026/10/0093'],
  [5, 1002, 4000, 'Forecast', null, null, null, null, null, 'Wynagrodzenie od sukcesu po prawomocnym wyroku.'],
  [6, 1005, 250, 'Paid', '2026-09-14', '2026-09-28', '2026-09-15', 'COMPLETED', 'FV/2026/09/0044'],
  [7, 1007, 1500, 'Paid', '2026-09-25', '2026-10-09', '2026-10-01', null, 'FV/2026/09/0120', 'Zapłacono przelewem.'],
  [8, 1003, 3200, 'Forecast', null, null, null, null, null],
  [9, 1001, 120, 'InvoiceIssued', '2026-11-18', '2026-12-02', null, 'WAITING_FOR_CONFIMRATION', 'FV/2026/11/0129'],
  // Other clients.
  [10, 1008, 900, 'Paid', '2026-09-30', '2026-10-14', '2026-10-13', null, 'FV/2026/09/0115'],
  [11, 1008, 900, 'InvoiceIssued', '2026-10-27', '2026-11-10', null, null, 'FV/2026/10/0079'],
  [12, 1009, 3500, 'InvoiceIssued', '2026-11-16', '2026-11-30', null, null, 'FV/2026/11/0122'],
  [13, 1011, 250, 'Paid', '2026-09-30', '2026-10-14', '2026-10-02', 'COMPLETED', 'FV/2026/09/0116'],
  [14, 1015, 900, 'InvoiceIssued', '2026-11-11', '2026-11-25', null, null, 'FV/2026/11/0104'],
  [15, 1022, 4000, 'Paid', '2026-10-30', '2026-11-13', '2026-11-06', 'COMPLETED', 'FV/2026/10/0098'],
  [16, 1023, 2940, 'Paid', '2026-10-12', '2026-10-26', '2026-10-20', null, 'FV/2026/10/0061', '30% odzyskanej kwoty.'],
  [17, 1014, 4500, 'InvoiceIssued', '2026-10-16', '2026-10-30', null, 'CANCELED', 'FV/2026/10/0066'],
  [18, 1020, 12000, 'Forecast', null, null, null, null, null, 'Płatne po odbiorze wdrożenia.'],
  [19, 1026, 8000, 'InvoiceIssued', '2026-11-17', '2026-11-28', null, 'PENDING', 'FV/2026/11/0125'],
];

export const settlements: Settlement[] = rows.map(
  ([n, caseId, net, paymentStatus, issueDate, paymentDueDate, paymentDate, payuStatus, invoiceNumber, notes]) => {
    const item = cases.find((c) => c.id === caseId)!;
    const overdue = paymentStatus === 'InvoiceIssued' && !!paymentDueDate && paymentDueDate < DEMO_TODAY;
    return {
      id: settlementId(n),
      caseId,
      case: { id: caseId, name: item.name },
      client: userRef(item.clientId),
      issueDate,
      grossAmount: Math.round(net * 123) / 100,
      amountDue: net,
      invoiceNumber,
      invoiceId: null,
      paymentDueDate,
      paymentDate,
      paymentStatus,
      collectionStatus: paymentStatus === 'Forecast' ? null : overdue ? 'Overdue' : paymentStatus,
      payuStatus,
      notes: notes ?? null,
      expertInvoiceNumber: paymentStatus === 'Paid' && item.expertId ? `E/${invoiceNumber}` : null,
      expertInvoiceAmount: paymentStatus === 'Paid' && item.expertId ? Math.round(net * 60) / 100 : null,
      clientPaymentStatus: paymentStatus,
      expertPaymentStatus: paymentStatus === 'Paid' ? 'InvoiceIssued' : 'Forecast',
      leadPaymentStatus: 'Forecast',
      leaderPaymentStatus: 'Forecast',
      salesPaymentStatus: paymentStatus === 'Paid' ? 'Paid' : 'Forecast',
      userLeaderPaymentStatus: 'Forecast',
      notificationSentAt: issueDate ? `${issueDate}T09:00:00Z` : null,
      attachments: [],
      createdAt: issueDate ? `${issueDate}T08:00:00Z` : item.createdAt,
      createdById: item.managers[0]?.id ?? 107,
    } satisfies Settlement;
  },
);

export const savedCards = [
  {
    userId: 101,
    value: 'TOKC_2IHRST6HKSST3H62K2GS8PAQ4F1',
    cardBrand: 'VISA',
    brandImageUrl: null,
    cardNumberMasked: '444433******1111',
    cardExpirationMonth: 12,
    cardExpirationYear: 2028,
    preferred: true,
    status: 'NEW',
  },
  {
    userId: 101,
    value: 'TOKC_7QWM3ZK2P9XR5V8N1B4C6D0E2F',
    cardBrand: 'MASTERCARD',
    brandImageUrl: null,
    cardNumberMasked: '535600******7891',
    cardExpirationMonth: 8,
    cardExpirationYear: 2026,
    preferred: false,
    status: 'EXPIRED',
  },
  {
    userId: 110,
    value: 'TOKC_4HJK8LMN2PQR6STU0VWX3YZA5B',
    cardBrand: 'VISA',
    brandImageUrl: null,
    cardNumberMasked: '411111******1111',
    cardExpirationMonth: 3,
    cardExpirationYear: 2029,
    preferred: true,
    status: 'NEW',
  },
] satisfies DemoSavedCard[];
