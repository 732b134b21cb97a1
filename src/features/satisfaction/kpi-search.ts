import { day, positiveInt } from '@/components/lists/url-values';

/** The filters of /kpi/satisfactionScores, as the URL carries them; anything malformed is left out. */
export interface KpiSatisfactionSearch {
  expertId?: number;
  managerId?: number;
  productId?: number;
  /** `YYYY-MM-DD`: the scores given on this day or later. */
  from?: string;
  /** `YYYY-MM-DD`: the scores given on this day or earlier. */
  to?: string;
  page?: number;
}

export const kpiFilterKeys = ['expertId', 'managerId', 'productId', 'from', 'to'] as const;

export function parseKpiSatisfactionSearch(raw: Record<string, unknown>): KpiSatisfactionSearch {
  const search: KpiSatisfactionSearch = {
    expertId: positiveInt(raw.expertId),
    managerId: positiveInt(raw.managerId),
    productId: positiveInt(raw.productId),
    from: day(raw.from),
    to: day(raw.to),
    page: positiveInt(raw.page),
  };
  if (search.page === 1) delete search.page;
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

export const hasKpiFilters = (search: KpiSatisfactionSearch) => kpiFilterKeys.some((key) => search[key] !== undefined);
