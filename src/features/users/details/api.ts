import {
  forceApplicationUserPasswordReset,
  getDownloadApplicationUserExportQueryOptions,
  getGetApplicationUserLinkQueryOptions,
  getGetApplicationUserQueryOptions,
  getListApplicationUsersQueryKey,
  getListCaseUpdateHistoryOfUserQueryOptions,
  resendApplicationUserActivation,
  useDeleteApplicationUserPermanently as useGeneratedDeletePermanently,
  useDeleteApplicationUserWithReason as useGeneratedDeactivate,
  useRestoreApplicationUser as useGeneratedRestore,
  useUpdateApplicationUserEmail as useGeneratedUpdateEmail,
} from '@portal/sdk';
import { SortDirection } from '@portal/sdk/model';
import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { fullName } from '@/copy/people';
import { refreshing } from '@/lib/mutations';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import { userDetailsTexts } from './texts';

/** A user as the administration reads them. */
export const userQuery = (id: number) => getGetApplicationUserQueryOptions(id);

/** The route's loader: the user (the page is named after them). */
export async function prefetchUser(queryClient: QueryClient, id: number): Promise<NamedPageData> {
  const user = await ensureRouteData(queryClient, userQuery(id), userDetailsTexts.notFound);
  return { pageTitle: fullName(user) };
}

/** How many history entries the details show (the latest). */
export const HISTORY_SHOWN = 50;

/** The latest changes in the cases the user takes part in. */
export const userHistoryQuery = (id: number) =>
  getListCaseUpdateHistoryOfUserQueryOptions(id, { pageSize: HISTORY_SHOWN, sortDirection: SortDirection.Newest });

/** The activation link of a not activated user, asked afresh each time (it may be a new one). */
export const fetchActivationLink = (queryClient: QueryClient, email: string) =>
  queryClient.fetchQuery({ ...getGetApplicationUserLinkQueryOptions({ email }), staleTime: 0, gcTime: 0 });

/** The file of everything stored about the user. */
export const fetchUserExport = (queryClient: QueryClient, id: number) =>
  queryClient.fetchQuery({ ...getDownloadApplicationUserExportQueryOptions({ id }), staleTime: 0, gcTime: 0 });

/** A GET of the contract that sends an e-mail: the SDK makes it a query; here it is the change it is. */
const sendingMutation =
  <V>(send: (variables: V) => Promise<unknown>) =>
  (options?: { mutation?: UseMutationOptions<unknown, unknown, V> }) =>
    useMutation({ mutationFn: send, ...options?.mutation });

const useGeneratedResend = sendingMutation((variables: { email: string }) =>
  resendApplicationUserActivation(variables),
);
const useGeneratedForceReset = sendingMutation((variables: { id: number }) =>
  forceApplicationUserPasswordReset(variables),
);

/** Every user query: the lists and each user's record (one path prefix). */
const users = () => [getListApplicationUsersQueryKey()];

export const useDeactivateUser = refreshing(useGeneratedDeactivate, users);
export const useRestoreUser = refreshing(useGeneratedRestore, users);
export const useDeleteUserPermanently = refreshing(useGeneratedDeletePermanently, users);
export const useChangeUserEmail = refreshing(useGeneratedUpdateEmail, users);
// the e-mails change nothing the screens show
export const useResendActivation = refreshing(useGeneratedResend, () => []);
export const useForcePasswordReset = refreshing(useGeneratedForceReset, () => []);
