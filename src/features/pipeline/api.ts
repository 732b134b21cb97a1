import {
  getGetKpiLeadsQueryKey,
  getListLeadsQueryKey,
  getListLeadsQueryOptions,
  getListMarketingCampaignsQueryKey,
  usePatchLead as useGeneratedPatchLead,
} from '@portal/sdk';
import { EVERY_PAGE_SIZE } from '@/lib/every-page';
import { refreshing } from '@/lib/mutations';

// The pipeline: every lead of a sales person (or of everyone), in the largest pages, and a lead's move to another
// outcome.

/** Page `page` of the leads of the sales person (everyone's when none), newest first. */
export const pipelinePage =
  (salesId: number | undefined, enabled = true) =>
  (page: number) =>
    getListLeadsQueryOptions(
      {
        page,
        pageSize: EVERY_PAGE_SIZE,
        sortBy: 'createdAt',
        sortDirection: 1,
        ...(salesId !== undefined && { salesId }),
      },
      { query: { enabled } },
    );

// a campaign counts its won and lost leads, the KPI of leads its outcomes
export const useMoveLead = /* @__PURE__ */ refreshing(useGeneratedPatchLead, () => [
  getListLeadsQueryKey(),
  getListMarketingCampaignsQueryKey(),
  getGetKpiLeadsQueryKey(),
]);
