import {
  getGetInvoiceQueryOptions,
  getListInvoicesQueryKey,
  useCreateInvoice as useGeneratedCreateInvoice,
  useCreateInvoicePayment as useGeneratedCreateInvoicePayment,
  useDeleteInvoice as useGeneratedDeleteInvoice,
  useDeleteInvoicePayment as useGeneratedDeleteInvoicePayment,
  useSetInvoiceStatus as useGeneratedSetInvoiceStatus,
  useUpdateInvoice as useGeneratedUpdateInvoice,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData, type NamedPageData } from '@/lib/route-data';
import { invoiceTexts } from './texts';

export const invoiceQuery = (id: number) => getGetInvoiceQueryOptions(id);

/**
 * An invoice page's loader: the invoice, fetched fresh while the screen's code loads (a missing one shows the
 * not-found page), and the page named after it.
 */
export async function loadInvoicePage(
  { queryClient }: { queryClient: QueryClient },
  invoiceId: number,
  namedAfterInvoice: boolean,
): Promise<NamedPageData> {
  const invoice = await fetchRouteData(queryClient, invoiceQuery(invoiceId), invoiceTexts.notFound);
  return namedAfterInvoice ? { pageTitle: invoiceTexts.title(invoice.kind, invoice.number) } : {};
}

/** Every invoice query: the case's lists (the client's published ones too), each invoice's own and its PDF. */
const stale = () => [getListInvoicesQueryKey()];

export const useCreateInvoice = refreshing(useGeneratedCreateInvoice, stale);
export const useUpdateInvoice = refreshing(useGeneratedUpdateInvoice, stale);
export const useSetInvoiceStatus = refreshing(useGeneratedSetInvoiceStatus, stale);
export const useDeleteInvoice = refreshing(useGeneratedDeleteInvoice, stale);
export const useCreateInvoicePayment = refreshing(useGeneratedCreateInvoicePayment, stale);
export const useDeleteInvoicePayment = refreshing(useGeneratedDeleteInvoicePayment, stale);
