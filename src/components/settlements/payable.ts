import type { Settlement } from '@portal/sdk/model';

/**
 * Whether a settlement waits for the client's payment (spec 000 section 2): its invoice is issued and no card
 * payment is under way (none started, or the last one cancelled). Whether paying is switched off is the caller's.
 */
export const awaitsClientPayment = (settlement: Pick<Settlement, 'paymentStatus' | 'payuStatus'>) =>
  settlement.paymentStatus === 'InvoiceIssued' && (!settlement.payuStatus || settlement.payuStatus === 'CANCELED');
