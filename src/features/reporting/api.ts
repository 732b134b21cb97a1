import { getListApplicationUserManagersQueryOptions, getListManagerReportsQueryOptions } from '@portal/sdk';
import { SortDirection, type ApplicationUser, type ManagerReport } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import { effectiveRoles } from '@/lib/auth/roles';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { reportingView, type ReportingSearch } from './list';

// The reports of a period (every page), of one manager or of every manager the caller may read (a manager: their
// own, the server decides), and the managers an administrator chooses from.

export interface PeriodFilters {
  from: string;
  to: string;
  managerId?: number;
}

const periodPageQuery = ({ from, to, managerId }: PeriodFilters, page: number) =>
  getListManagerReportsQueryOptions({
    from,
    to,
    ...(managerId !== undefined && { managerId }),
    sortBy: 'date',
    sortDirection: SortDirection.Oldest,
    page,
    pageSize: EVERY_PAGE_SIZE,
  });

export const usePeriodReports = (filters: PeriodFilters) =>
  useEveryPage<ManagerReport>((page) => periodPageQuery(filters, page));

export const managersQuery = () => getListApplicationUserManagersQueryOptions();

/** An administrator reads every manager's reports and picks one; a manager reads only their own. */
export const choosesManager = (roles: readonly string[]) => roles.includes('Admin');

/** The route's loader: the first page of the period's reports, fetched while the screen's code loads. */
export function prefetchReporting(queryClient: QueryClient, search: ReportingSearch, profile: ApplicationUser | null) {
  if (!profile) return;
  const { from, to, managerId } = reportingView(search);
  const chooses = choosesManager(effectiveRoles(profile, resolveOrganisationId()));
  void queryClient.prefetchQuery(periodPageQuery({ from, to, managerId: chooses ? managerId : undefined }, 1));
}
