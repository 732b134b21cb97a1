import { casesRealtime } from '@/features/cases/realtime';
import { newsRealtime } from '@/features/news/realtime';
import { notificationsRealtime } from '@/features/notifications/realtime';
import type { RealtimeRegistration } from '@/lib/realtime/registrations';

/** What each feature does with the notification hub's pushes (src/lib/realtime knows no domain). */
export const realtimeRegistrations: readonly RealtimeRegistration[] = [
  notificationsRealtime,
  casesRealtime,
  newsRealtime,
];
