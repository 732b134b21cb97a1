import {
  getGetKpiLeadsQueryKey,
  getGetLeadQueryOptions,
  getGetRegonCompanyByNipQueryOptions,
  getListApplicationUsersQueryKey,
  getListCasesQueryKey,
  getListLeadSourcesQueryKey,
  getListLeadSourcesQueryOptions,
  getListLeadsQueryKey,
  getListLeadsQueryOptions,
  getListMarketingCampaignsQueryKey,
  useCreateApplicationUser as useGeneratedCreateApplicationUser,
  useCreateLead as useGeneratedCreateLead,
  useCreateLeadSource as useGeneratedCreateLeadSource,
  useDeleteLeadSource as useGeneratedDeleteLeadSource,
  useDeleteLeadWithReason as useGeneratedDeleteLeadWithReason,
  usePatchLead as useGeneratedPatchLead,
  useUpdateLead as useGeneratedUpdateLead,
  useUpdateLeadSource as useGeneratedUpdateLeadSource,
} from '@portal/sdk';
import type { ListLeadsParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';

// Leads and lead sources: the lists (a page of leads for any filters; the short list of sources, whole) and their
// changes. A lead's change refreshes the leads, the campaigns (they count their leads) and the KPI of leads; making a
// client from a lead refreshes the users too.

/** A page of leads for the filters (`{ marketingCampaignId }`, `{ clientId }` …); the page before stays while the next loads. */
export const leadsQuery = (params: ListLeadsParams) =>
  getListLeadsQueryOptions(params, { query: { placeholderData: keepPreviousData } });
export const leadQuery = (id: number) => getGetLeadQueryOptions(id);
export const leadSourcesQuery = () => getListLeadSourcesQueryOptions();

/** A company in the REGON register by its NIP (checked before it is asked); read once, never retried. */
export const regonQuery = (nip: string) =>
  getGetRegonCompanyByNipQueryOptions({ nip }, { query: { retry: false, staleTime: 5 * 60_000 } });

const leadStale = () => [getListLeadsQueryKey(), getListMarketingCampaignsQueryKey(), getGetKpiLeadsQueryKey()];
export const useCreateLead = /* @__PURE__ */ refreshing(useGeneratedCreateLead, leadStale);
export const useUpdateLead = /* @__PURE__ */ refreshing(useGeneratedUpdateLead, leadStale);
export const usePatchLead = /* @__PURE__ */ refreshing(useGeneratedPatchLead, leadStale);
/** Deleting a lead also unlinks the cases made from it. */
export const useDeleteLeadWithReason = /* @__PURE__ */ refreshing(useGeneratedDeleteLeadWithReason, () => [
  ...leadStale(),
  getListCasesQueryKey(),
]);
/** The client user made from a lead (then the lead is patched to name them). */
export const useCreateClient = /* @__PURE__ */ refreshing(useGeneratedCreateApplicationUser, () => [
  getListApplicationUsersQueryKey(),
]);

/** A lead source's change: the sources, and the leads and campaigns that show its name. */
const sourceStale = () => [getListLeadSourcesQueryKey(), ...leadStale()];
export const useCreateLeadSource = /* @__PURE__ */ refreshing(useGeneratedCreateLeadSource, sourceStale);
export const useUpdateLeadSource = /* @__PURE__ */ refreshing(useGeneratedUpdateLeadSource, sourceStale);
export const useDeleteLeadSource = /* @__PURE__ */ refreshing(useGeneratedDeleteLeadSource, sourceStale);
