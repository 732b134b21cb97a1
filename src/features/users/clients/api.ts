import {
  getGetApplicationUserQueryOptions,
  getListApplicationUserManagerClientsQueryOptions,
  getListApplicationUserPatronClientsQueryOptions,
  getListManagerClientCasesQueryOptions,
  getListPatronClientCasesQueryOptions,
} from '@portal/sdk';
import type { ListApplicationUserManagerClientsParams } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { fullName } from '@/copy/people';
import { EVERY_PAGE_SIZE } from '@/lib/every-page';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import type { ClientFamilyKey } from './families';
import { clientTexts } from './texts';

// What the clients screens read (nothing here changes anything): the family's page of clients, the cases the
// family sees (the API gives a client's company only on their cases, `Case.companyName`) and one client.

/** A page of the family's clients; the page before stays while the next loads. */
export const clientListQuery = (family: ClientFamilyKey, params: ListApplicationUserManagerClientsParams) => {
  const options = { query: { placeholderData: keepPreviousData } };
  return family === 'manager'
    ? getListApplicationUserManagerClientsQueryOptions(params, options)
    : getListApplicationUserPatronClientsQueryOptions(params, options);
};

/**
 * Page `page` of the cases the family sees (of one client when given), newest first, in the largest pages the
 * contract allows: a manager's are those they look after, a patron's those of their wards.
 */
export const familyCasesPage = (family: ClientFamilyKey, clientId?: number) => (page: number) => {
  const params = {
    page,
    pageSize: EVERY_PAGE_SIZE,
    sortBy: 'createdAt',
    sortDirection: 1 as const,
    ...(clientId !== undefined && { clientId }),
  };
  return family === 'manager'
    ? getListManagerClientCasesQueryOptions(params)
    : getListPatronClientCasesQueryOptions(params);
};

/** One client, as the server lets the signed-in manager or patron read them (403 for somebody else's). */
export const clientQuery = (id: number) => getGetApplicationUserQueryOptions(id);

/** The list route's loader: the page of clients and the first page of the cases naming their companies. */
export const prefetchClientList = (
  queryClient: QueryClient,
  family: ClientFamilyKey,
  params: ListApplicationUserManagerClientsParams,
) =>
  Promise.all([
    queryClient.ensureQueryData(clientListQuery(family, params)),
    // a failure shows in the company column, not as the page's error
    queryClient.prefetchQuery(familyCasesPage(family)(1)),
  ]);

/** The details route's loader: the client (the page is named after them), their cases fetched beside. */
export async function prefetchClient(
  queryClient: QueryClient,
  family: ClientFamilyKey,
  id: number,
): Promise<NamedPageData> {
  void queryClient.prefetchQuery(familyCasesPage(family, id)(1));
  const client = await ensureRouteData(queryClient, clientQuery(id), clientTexts[family].notFound);
  return { pageTitle: fullName(client) };
}
