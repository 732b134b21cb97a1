import type { Settlement } from '@portal/sdk/model';
import dayjs from 'dayjs';

// What a settlement asks of the client (spec 000 section 2), for every screen that tells them.

/** Today in the user's time zone, written as the API writes dates (YYYY-MM-DD). */
export const localToday = () => dayjs().format('YYYY-MM-DD');

/** Unpaid, and due before `today` (YYYY-MM-DD): after its deadline. Due today is not late yet. */
export const isOverdue = (settlement: Pick<Settlement, 'paymentStatus' | 'paymentDueDate'>, today: string) =>
  settlement.paymentStatus !== 'Paid' && !!settlement.paymentDueDate && settlement.paymentDueDate.slice(0, 10) < today;

/**
 * Whether a settlement waits for the client's payment: its invoice is issued and no card payment is under way
 * (none started, or the last one cancelled). Whether paying is switched off is the caller's.
 */
export const awaitsClientPayment = (settlement: Pick<Settlement, 'paymentStatus' | 'payuStatus'>) =>
  settlement.paymentStatus === 'InvoiceIssued' && (!settlement.payuStatus || settlement.payuStatus === 'CANCELED');

/** A card payment under way: its outcome is the provider's, so "Opłacono" is not set by hand meanwhile. */
export const cardPaymentUnderWay = (settlement: Pick<Settlement, 'payuStatus'>) =>
  settlement.payuStatus === 'PENDING' || settlement.payuStatus === 'WAITING_FOR_CONFIMRATION';
