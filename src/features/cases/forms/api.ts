import { getListCasesQueryKey, getListLeadsQueryKey, useSetCaseLead as useGeneratedSetCaseLead } from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

/** Links a new case to the lead it was made from (PUT Case/{id}/lead): the cases and the leads (they list their cases) reload. */
export const useSetCaseLead = /* @__PURE__ */ refreshing(useGeneratedSetCaseLead, () => [
  getListCasesQueryKey(),
  getListLeadsQueryKey(),
]);
