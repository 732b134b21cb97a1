import { getGetNewsQueryOptions, getGetNewsSaasLandingQueryOptions } from '@portal/sdk';

// The news items a route prefetches and its screen reads, and the sanitizer their bodies need.

export { loadSanitizer } from './sanitizer';

export const newsQuery = (id: number) => getGetNewsQueryOptions(id);

/** The SaaS landing's item: public; a failed load shows nothing (spec 000 section 8), and is not tried again. */
export const saasLandingNewsQuery = () => getGetNewsSaasLandingQueryOptions({ query: { retry: false } });
