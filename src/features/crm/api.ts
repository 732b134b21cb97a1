import {
  getDownloadApplicationUserAccountingPotentialPdfQueryOptions,
  getGetApplicationUserAccountingPotentialQueryKey,
  getGetApplicationUserAccountingPotentialQueryOptions,
  getGetApplicationUserClientPotentialQueryKey,
  getGetApplicationUserClientPotentialQueryOptions,
  getGetApplicationUserQueryKey,
  getGetApplicationUserQueryOptions,
  getListApplicationUserClientsQueryOptions,
  getListApplicationUserManagerClientsQueryOptions,
  getListCasesQueryOptions,
  getListLeadsQueryKey,
  getListLeadsQueryOptions,
  getListManagerClientCasesQueryOptions,
  getListProductsMinimalQueryOptions,
  useCreateApplicationUserClientLead as useGeneratedCreateClientLead,
  useCreateApplicationUserVetro as useGeneratedCreateVetro,
  useSaveApplicationUserAccountingPotential as useGeneratedSaveAccountingPotential,
  useSaveApplicationUserClientPotential as useGeneratedSaveClientPotential,
  useUpdateApplicationUserVetro as useGeneratedUpdateVetro,
} from '@portal/sdk';
import type { ListApplicationUserClientsParams } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { EVERY_PAGE_SIZE } from '@/lib/every-page';
import { refreshing } from '@/lib/mutations';

// What the CRM reads and changes: the clients (an administrator's every client, a manager's those they look after),
// one client, their two potentials (404 until saved), the accounting potential's PDF, their leads and cases; the
// saves refresh what they change, a client lead the leads everywhere.

/** A page of the clients the viewer works with; the page before stays while the next loads. */
export const crmClientsQuery = (isAdmin: boolean, params: ListApplicationUserClientsParams) => {
  const options = { query: { placeholderData: keepPreviousData } };
  return isAdmin
    ? getListApplicationUserClientsQueryOptions(params, options)
    : getListApplicationUserManagerClientsQueryOptions(params, options);
};

/** Clients to pick from, found by what was typed (the first page of matches). */
export const CLIENT_PICKER_PAGE = 20;
export const clientPickerQuery = (isAdmin: boolean, search: string) =>
  crmClientsQuery(isAdmin, { search: search.trim() || undefined, pageSize: CLIENT_PICKER_PAGE });

/** One client, as the server lets the viewer read them (403 for another manager's). */
export const crmClientQuery = (id: number) => getGetApplicationUserQueryOptions(id);

export const clientPotentialQuery = (id: number) => getGetApplicationUserClientPotentialQueryOptions(id);
export const accountingPotentialQuery = (id: number) => getGetApplicationUserAccountingPotentialQueryOptions(id);
/** The accounting potential as a PDF, fetched fresh each time (the potential may have changed). */
export const accountingPotentialPdfQuery = (id: number) => ({
  ...getDownloadApplicationUserAccountingPotentialPdfQueryOptions(id),
  staleTime: 0,
});

/** The products to offer (the pickers' short list). */
export const productsQuery = () => getListProductsMinimalQueryOptions();

/** Page `page` of the leads the viewer sees (all clients' when no client is given), in the largest pages. */
export const leadsPage = (clientId?: number) => (page: number) =>
  getListLeadsQueryOptions({ page, pageSize: EVERY_PAGE_SIZE, ...(clientId !== undefined && { clientId }) });

/** Page `page` of a client's cases the viewer sees: every one for an administrator, a manager's own. */
export const clientCasesPage = (isAdmin: boolean, clientId: number) => (page: number) => {
  const params = { clientId, page, pageSize: EVERY_PAGE_SIZE, sortBy: 'createdAt', sortDirection: 1 as const };
  return isAdmin ? getListCasesQueryOptions(params) : getListManagerClientCasesQueryOptions(params);
};

/** The route's loader: the page of clients, and the open client (their card's title) when there is one. */
export function prefetchCrm(
  queryClient: QueryClient,
  isAdmin: boolean,
  params: ListApplicationUserClientsParams,
  clientId: number | undefined,
) {
  // a failure shows on the screen, in place (a refused or unknown client in the card)
  return Promise.all([
    queryClient.prefetchQuery(crmClientsQuery(isAdmin, params)),
    clientId !== undefined && queryClient.prefetchQuery(crmClientQuery(clientId)),
  ]);
}

/** A lead for an existing client: every list of leads (the client's, the pipeline's, the campaigns') reloads. */
export const useCreateClientLead = /* @__PURE__ */ refreshing(useGeneratedCreateClientLead, () => [
  getListLeadsQueryKey(),
]);

export const useSaveClientPotential = /* @__PURE__ */ refreshing(useGeneratedSaveClientPotential, (saved) => [
  getGetApplicationUserClientPotentialQueryKey(saved.userId),
]);

/** The accounting potential and, under its path, its PDF. */
export const useSaveAccountingPotential = /* @__PURE__ */ refreshing(useGeneratedSaveAccountingPotential, (saved) => [
  getGetApplicationUserAccountingPotentialQueryKey(saved.userId),
]);

/** The Vetro link is read with the user: the user's own query (and what lies under its path). */
export const useCreateVetro = /* @__PURE__ */ refreshing(useGeneratedCreateVetro, (link) => [
  getGetApplicationUserQueryKey(link.userId),
]);
export const useUpdateVetro = /* @__PURE__ */ refreshing(useGeneratedUpdateVetro, (link) => [
  getGetApplicationUserQueryKey(link.userId),
]);
