import { getListCasesQueryKey } from '@portal/sdk';
import type { Query } from '@tanstack/react-query';
import { under } from '@/lib/mutations';
import { notificationCaseId } from '@/lib/notification-case';
import type { RealtimeRegistration } from '@/lib/realtime/registrations';
import { caseChangeKeys } from './api';

/** Query keys start with the call's path; every case call's path starts with the case list's. */
const casePath = getListCasesQueryKey()[0];
const isCaseQuery = ({ queryKey }: Query) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(casePath);

/** A push about a case makes what a change of the case changes stale; a reconnection refreshes every case query. */
export const casesRealtime: RealtimeRegistration = {
  invalidateOn: (notification) => {
    const caseId = notificationCaseId(notification);
    if (caseId === undefined) return [];
    return [under(caseChangeKeys(caseId))];
  },
  invalidateOnReconnect: [{ predicate: isCaseQuery }],
};
