import {
  getGetApplicationUserQueryOptions,
  getListApplicationUserPatronsQueryOptions,
  getListApplicationUsersQueryKey,
  getListDepartmentsQueryOptions,
  getListManagerTitlesQueryOptions,
  getListProfessionsQueryOptions,
  useCreateApplicationUser,
  useUpdateApplicationUser,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { userFormTexts } from './texts';

// The user forms' data: the user edited (read fresh), the dictionaries the fields pick from, and the saves.

export const userQuery = (id: number) => getGetApplicationUserQueryOptions(id);
export const managerTitlesQuery = () => getListManagerTitlesQueryOptions();
export const departmentsQuery = () => getListDepartmentsQueryOptions();
/** The patrons to pick for a client (the administrator's form only: the call is the administrator's). */
export const patronsQuery = () => getListApplicationUserPatronsQueryOptions();

/** The dictionaries of the form: the professions, and for the administrator titles, departments and patrons. */
export const loadUserForm = (queryClient: QueryClient, { admin }: { admin: boolean }) =>
  Promise.all([
    queryClient.ensureQueryData(getListProfessionsQueryOptions()),
    ...(admin
      ? [
          queryClient.ensureQueryData(managerTitlesQuery()),
          queryClient.ensureQueryData(departmentsQuery()),
          queryClient.ensureQueryData(patronsQuery()),
        ]
      : []),
  ]);

/** An edit form's loader: the user fetched fresh (the form replaces it whole), and the dictionaries. */
export const loadUserForEdit = (queryClient: QueryClient, id: number, options: { admin: boolean }) =>
  Promise.all([fetchRouteData(queryClient, userQuery(id), userFormTexts.notFound), loadUserForm(queryClient, options)]);

/** Every user query: the user's own, the lists of users of every role, the people who look after clients. */
const stale = () => [getListApplicationUsersQueryKey()];
export const useCreateUser = refreshing(useCreateApplicationUser, stale);
export const useUpdateUser = refreshing(useUpdateApplicationUser, stale);
