import {
  getGetApplicationUserLeasingSurveyQueryKey,
  getGetApplicationUserLeasingSurveyQueryOptions,
  getGetRegonCompanyByNipQueryOptions,
  getListApplicationUserClientsQueryOptions,
  getListApplicationUserManagerClientsQueryOptions,
  useSaveApplicationUserLeasingSurveyCompany,
} from '@portal/sdk';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { isValidNip } from '@/lib/registry-numbers';
import { refreshing } from '@/lib/mutations';

// The registers lookup: a company by NIP (`Regon/nip`), the clients to assign it to (an administrator's every
// client, a manager's those they look after) and the client's leasing survey, whose company part it fills.

export const regonCompanyQuery = (nip: string) => getGetRegonCompanyByNipQueryOptions({ nip });

/** The route's loader: the company of the NIP in the address (a failure is the screen's to show). */
export async function prefetchGovZone(queryClient: QueryClient, nip: string | undefined): Promise<void> {
  if (nip && isValidNip(nip)) await queryClient.prefetchQuery(regonCompanyQuery(nip));
}

/** Clients to pick from, found by what was typed (the first page of matches). */
export const CLIENT_PICKER_PAGE = 20;
export const clientSearchQuery = (isAdmin: boolean, search: string) => {
  const params = { search: search.trim() || undefined, pageSize: CLIENT_PICKER_PAGE };
  const options = { query: { placeholderData: keepPreviousData } };
  return isAdmin
    ? getListApplicationUserClientsQueryOptions(params, options)
    : getListApplicationUserManagerClientsQueryOptions(params, options);
};

/** The picked client's leasing survey: what its company part holds now. */
export const leasingSurveyQuery = (clientId: number) => getGetApplicationUserLeasingSurveyQueryOptions(clientId);

/** The company saved as the company part of the client's leasing survey. */
export const useAssignCompany = /* @__PURE__ */ refreshing(
  useSaveApplicationUserLeasingSurveyCompany,
  (_answer, { id }) => [getGetApplicationUserLeasingSurveyQueryKey(id)],
);
