import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 minuty temu", "2 dni temu". */
export const fromNow = (date: string | Date, now: Date = new Date()) => dayjs(date).locale('pl').from(now);

/** Dates YYYY-MM-DD, message time YYYY-MM-DD HH:mm (spec 000 section 9). */
export const formatDate = (date: string | Date) => dayjs(date).format('YYYY-MM-DD');
export const formatDateTime = (date: string | Date) => dayjs(date).format('YYYY-MM-DD HH:mm');

const amountFormat = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
/** Amounts in zł (spec 000 section 9): "412 000,00 zł". */
export const formatAmount = (amount: number) => amountFormat.format(amount);
