import {
  getGetCaseQueryOptions,
  getGetOfferQueryOptions,
  getListCaseOffersQueryOptions,
  getListOfferAttachmentsQueryKey,
  getListCaseMessagesQueryKey,
  getListOffersQueryKey,
  useCreateCaseMessage as useGeneratedCreateCaseMessage,
  useCreateOffer as useGeneratedCreateOffer,
  useCreateOfferAttachment as useGeneratedCreateOfferAttachment,
  useDeleteOffer as useGeneratedDeleteOffer,
  useDeleteOfferAttachment as useGeneratedDeleteOfferAttachment,
  usePublishOffer as useGeneratedPublishOffer,
  useUpdateOffer as useGeneratedUpdateOffer,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import { offerTexts } from './texts';

type LoaderContext = { queryClient: QueryClient };

export const caseOffersQuery = (caseId: number) => getListCaseOffersQueryOptions(caseId);
export const offerQuery = (id: number) => getGetOfferQueryOptions(id);
/** The offer's case: who the client's answer goes to. */
export const offerCaseQuery = (caseId: number) => getGetCaseQueryOptions(caseId);

/**
 * `/cases/{caseId}/offer`: the case (its name on the page and in the crumb above it), and its offers fetched fresh
 * beside it (a draft chosen there is edited: see `useEditRecord`); their failure does not fail the page, which then
 * says so in place.
 */
export async function loadCaseOffers(
  { queryClient }: LoaderContext,
  caseId: number,
): Promise<NamedPageData & { caseRef: { id: number; name: string } }> {
  const [item] = await Promise.all([
    ensureRouteData(queryClient, getGetCaseQueryOptions(caseId), offerTexts.caseNotFound),
    queryClient.prefetchQuery({ ...caseOffersQuery(caseId), staleTime: 0 }),
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

/** Every offer query (the case's list, each offer's own, its PDF) and the offers' files. */
const stale = () => [getListOffersQueryKey(), getListOfferAttachmentsQueryKey()];

export const useCreateOffer = refreshing(useGeneratedCreateOffer, stale);
export const useUpdateOffer = refreshing(useGeneratedUpdateOffer, stale);
export const usePublishOffer = refreshing(useGeneratedPublishOffer, stale);
export const useDeleteOffer = refreshing(useGeneratedDeleteOffer, stale);
export const useCreateOfferAttachment = refreshing(useGeneratedCreateOfferAttachment, stale);
export const useDeleteOfferAttachment = refreshing(useGeneratedDeleteOfferAttachment, stale);

/**
 * The client's answer to an offer. The API has no call to accept or decline one, so the answer is a comment on the
 * offer's case (every comment query: the case's activity among them).
 */
export const useAnswerOffer = refreshing(useGeneratedCreateCaseMessage, () => [getListCaseMessagesQueryKey()]);
