import { getListNewsQueryKey } from '@portal/sdk';
import { under } from '@/lib/mutations';
import type { RealtimeRegistration } from '@/lib/realtime/registrations';

/** Every news call: the lists (the home's block, /news) and the items, whose e-mail date a sending sets. */
const news = under([getListNewsQueryKey()]);

/** A pushed news notification (an item e-mailed to its readers) refreshes the news as it does the bell. */
export const newsRealtime: RealtimeRegistration = {
  invalidateOn: (notification) => (notification.news ? [news] : []),
  invalidateOnReconnect: [news],
};
