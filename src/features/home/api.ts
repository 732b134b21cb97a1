import {
  getGetCaseQueryOptions,
  getListCalendarEventsForCurrentUserQueryOptions,
  getListCaseUpdateHistoryOfUserQueryOptions,
  getListCasesQueryOptions,
  getListClientCasesQueryOptions,
  getListClientSettlementsQueryOptions,
  getListExpertClientCasesQueryOptions,
  getListExpertOwnerEmployeesCasesQueryOptions,
  getListNewsQueryOptions,
  getListOverdueSettlementsQueryOptions,
} from '@portal/sdk';
import { SortDirection, type ApplicationUser, type CaseStatus } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { localToday } from '@/lib/settlements/payment-rules';
import { effectiveRoles } from '@/lib/auth/roles';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { homeKind } from './home-data';

// The home page's calls: each block reads its own, so a slow or failing one holds up nothing else. The route
// starts them (without waiting) while the page's code loads.

/** A person's cases, enough of them that the open ones are all there: the newest first. */
const CASES_READ = { pageSize: 100, sortBy: 'createdAt', sortDirection: SortDirection.Newest } as const;

export const clientCasesQuery = (clientId: number) => getListClientCasesQueryOptions(clientId, CASES_READ);
export const expertCasesQuery = () => getListExpertClientCasesQueryOptions(CASES_READ);
/** The cases of an expert owner's office: their own and their employees'. */
export const officeCasesQuery = () => getListExpertOwnerEmployeesCasesQueryOptions(CASES_READ);
/** A case with its periods (the case lists leave them out). */
export const caseQuery = (id: number) => getGetCaseQueryOptions(id);

/** The latest changes of the cases a person takes part in, newest first. */
export const historyQuery = (userId: number) =>
  getListCaseUpdateHistoryOfUserQueryOptions(userId, { pageSize: 100, sortDirection: SortDirection.Newest });

/** The client's own settlements (the same query as their settlements page). */
export const clientSettlementsQuery = () => getListClientSettlementsQueryOptions();

/** The longest overdue settlements first; the page's total counts them all. */
export const overdueQuery = () =>
  getListOverdueSettlementsQueryOptions({ sortBy: 'paymentDueDate', sortDirection: SortDirection.Oldest, pageSize: 5 });

/** The newest cases of a status; the page's total counts them all. */
export const casesOfStatusQuery = (status: CaseStatus) =>
  getListCasesQueryOptions({ status, sortBy: 'createdAt', sortDirection: SortDirection.Newest, pageSize: 5 });

/** The calendar of the month of `day` (YYYY-MM-DD). */
export const eventsQuery = (day: string) => getListCalendarEventsForCurrentUserQueryOptions({ date: day });
/** This month and the next: the coming weeks, whatever the day of the month. */
export const calendarMonths = (today: string) => [
  today,
  dayjs(today).add(1, 'month').startOf('month').format('YYYY-MM-DD'),
];

export const newsQuery = () => getListNewsQueryOptions({ page: 1, pageSize: 3 });

/**
 * The route's loader: starts the lists of the person's home page (the case details of the periods follow from
 * them) and waits for none: a failure is the block's to tell.
 */
export function prefetchHome(queryClient: QueryClient, profile: ApplicationUser | null) {
  if (!profile) return;
  const kind = homeKind(effectiveRoles(profile, resolveOrganisationId()));
  const today = localToday();
  const start = (promise: Promise<void>) => void promise;
  for (const day of calendarMonths(today)) start(queryClient.prefetchQuery(eventsQuery(day)));
  if (kind !== 'admin' && kind !== 'ambassador') start(queryClient.prefetchQuery(historyQuery(profile.id)));
  switch (kind) {
    case 'client':
      start(queryClient.prefetchQuery(clientSettlementsQuery()));
      start(queryClient.prefetchQuery(clientCasesQuery(profile.id)));
      start(queryClient.prefetchQuery(newsQuery()));
      break;
    case 'expertOwner':
      start(queryClient.prefetchQuery(officeCasesQuery()));
      start(queryClient.prefetchQuery(expertCasesQuery()));
      break;
    case 'expert':
      start(queryClient.prefetchQuery(expertCasesQuery()));
      break;
    case 'manager':
    case 'patron':
      start(queryClient.prefetchQuery(overdueQuery()));
      break;
    case 'admin':
      start(queryClient.prefetchQuery(casesOfStatusQuery('New')));
      start(queryClient.prefetchQuery(casesOfStatusQuery('Offering')));
      start(queryClient.prefetchQuery(overdueQuery()));
      break;
    case 'ambassador':
      start(queryClient.prefetchQuery(newsQuery()));
  }
}
