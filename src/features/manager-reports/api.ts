import {
  getListApplicationUserManagersQueryOptions,
  getListManagerReportsByDateForCurrentUserQueryOptions,
  getListManagerReportsByDateQueryOptions,
  getListManagerReportsQueryKey,
  getListManagerReportsQueryOptions,
  useCreateManagerReport as useGeneratedCreateManagerReport,
  useUpdateManagerReport as useGeneratedUpdateManagerReport,
} from '@portal/sdk';
import { SortDirection, type ApplicationUser, type UserRole } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import { effectiveRoles } from '@/lib/auth/roles';
import { refreshing } from '@/lib/mutations';
import { resolveOrganisationId } from '@/lib/org/organisation';

// The reports of a day: every manager's (an administrator's overview), the caller's own (a manager's forms), the
// latest day with reports (where an empty day points), the managers, and the two changes a manager makes.

export const dayReportsQuery = (day: string) => getListManagerReportsByDateQueryOptions(day);
export const myDayReportsQuery = (day: string) => getListManagerReportsByDateForCurrentUserQueryOptions(day);
export const managersQuery = () => getListApplicationUserManagersQueryOptions();
/** The newest report the caller may read (a manager's own): its day is the latest with reports. */
export const latestReportQuery = () =>
  getListManagerReportsQueryOptions({ page: 1, pageSize: 1, sortBy: 'date', sortDirection: SortDirection.Newest });

/** What the screen shows to whom: the overview to an administrator, the forms to a manager (both to one who is both). */
export const reportViews = (roles: readonly UserRole[]) => ({
  overview: roles.includes('Admin'),
  forms: roles.includes('Manager'),
});

/** The route's loader: the day's reports the caller's view shows, fetched while the screen's code loads. */
export function prefetchDay(queryClient: QueryClient, profile: ApplicationUser | null, day: string) {
  if (!profile) return;
  const views = reportViews(effectiveRoles(profile, resolveOrganisationId()));
  const start = (promise: Promise<void>) => void promise;
  if (views.overview) {
    start(queryClient.prefetchQuery(dayReportsQuery(day)));
    start(queryClient.prefetchQuery(managersQuery()));
  }
  if (views.forms) start(queryClient.prefetchQuery(myDayReportsQuery(day)));
}

// every list and day of reports (their paths are under /api/ManagerReport) shows what changed
const stale = () => [getListManagerReportsQueryKey()];
export const useCreateManagerReport = /* @__PURE__ */ refreshing(useGeneratedCreateManagerReport, stale);
export const useUpdateManagerReport = /* @__PURE__ */ refreshing(useGeneratedUpdateManagerReport, stale);
