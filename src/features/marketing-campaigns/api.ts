import {
  getGetMarketingCampaignQueryOptions,
  getListDepartmentsQueryOptions,
  getListLeadSourcesQueryOptions,
  getListLeadsQueryKey,
  getListMarketingCampaignsQueryKey,
  getListMarketingCampaignsQueryOptions,
  getListProductsQueryOptions,
  useDeleteMarketingCampaign as useGeneratedDeleteMarketingCampaign,
  usePatchMarketingCampaign as useGeneratedPatchMarketingCampaign,
} from '@portal/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refreshing } from '@/lib/mutations';

// The marketing campaigns (a short list, read whole; they come from the marketing system, so none is created
// here), the names of what they refer to, and their changes.

export const campaignsQuery = () => getListMarketingCampaignsQueryOptions();
export const campaignQuery = (id: number) => getGetMarketingCampaignQueryOptions(id);
export const departmentsQuery = () => getListDepartmentsQueryOptions();
export const productsQuery = () => getListProductsQueryOptions();
export const leadSourcesQuery = () => getListLeadSourcesQueryOptions();

/** The names of the departments, products and lead sources by id (what the campaigns refer to). */
export function useCampaignReferences() {
  const departments = useQuery(departmentsQuery()).data;
  const products = useQuery(productsQuery()).data;
  const leadSources = useQuery(leadSourcesQuery()).data;
  return useMemo(() => {
    const names = (records: readonly { id: number; name: string }[] | undefined) =>
      new Map((records ?? []).map((record) => [record.id, record.name]));
    return {
      departments: names(departments),
      products: names(products),
      leadSources: names(leadSources),
      /** Every record as a choice, by name; the inactive ones only when `keep` is one of them. */
      options: (kind: 'departments' | 'products' | 'leadSources', keep?: number | null) =>
        [...({ departments, products, leadSources }[kind] ?? [])]
          .filter((record) => (record as { isActive?: boolean }).isActive !== false || record.id === keep)
          .sort((a, b) => a.name.localeCompare(b.name, 'pl'))
          .map((record) => ({ value: String(record.id), label: record.name })),
    };
  }, [departments, products, leadSources]);
}

// the leads show their campaign's name; a deleted campaign's leads lose it
const stale = () => [getListMarketingCampaignsQueryKey(), getListLeadsQueryKey()];
export const usePatchCampaign = /* @__PURE__ */ refreshing(useGeneratedPatchMarketingCampaign, stale);
export const useDeleteCampaign = /* @__PURE__ */ refreshing(useGeneratedDeleteMarketingCampaign, stale);
