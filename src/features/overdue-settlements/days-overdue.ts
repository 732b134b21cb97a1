import dayjs from 'dayjs';

/** Whole days from the due date (YYYY-MM-DD) to `today` (YYYY-MM-DD, the user's day): 1 the day after it was due. */
export const daysOverdue = (paymentDueDate: string, today: string) =>
  Math.max(0, dayjs(today).diff(dayjs(paymentDueDate.slice(0, 10)), 'day'));
