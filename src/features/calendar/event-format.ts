import type { CalendarEventOccurrence } from '@portal/sdk/model';
import { fullName } from '@/copy/people';

export const participantNames = (event: Pick<CalendarEventOccurrence, 'participants'>) =>
  (event.participants ?? []).map(fullName).join(', ');
