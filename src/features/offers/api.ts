import { getGetCaseQueryOptions, getGetOfferQueryOptions, getListCaseOffersQueryOptions } from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import { offerTexts } from './texts';

type LoaderContext = { queryClient: QueryClient };

export const caseOffersQuery = (caseId: number) => getListCaseOffersQueryOptions(caseId);
export const offerQuery = (id: number) => getGetOfferQueryOptions(id);

/**
 * `/cases/{caseId}/offer`: the case (its name on the page and in the crumb above it), and its offers fetched
 * beside it; their failure does not fail the page, which then says so in place.
 */
export async function loadCaseOffers(
  { queryClient }: LoaderContext,
  caseId: number,
): Promise<NamedPageData & { caseRef: { id: number; name: string } }> {
  const [item] = await Promise.all([
    ensureRouteData(queryClient, getGetCaseQueryOptions(caseId), offerTexts.caseNotFound),
    queryClient.prefetchQuery(caseOffersQuery(caseId)),
  ]);
  return { caseRef: { id: item.id, name: item.name }, paramTitles: { caseId: item.name } };
}

/** `/offer/{id}`: the offer, fetched fresh; the page is named after it. */
export async function loadOffer({ queryClient }: LoaderContext, id: number): Promise<NamedPageData> {
  const offer = await ensureRouteData(
    queryClient,
    getGetOfferQueryOptions(id, { query: { staleTime: 0 } }),
    offerTexts.notFound,
  );
  return { pageTitle: offer.title };
}
