import { getGetInvoiceQueryOptions } from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { NamedPageData } from '@/lib/route-data';
import { ensureRouteData } from '@/lib/route-data';
import { invoiceTexts } from './texts';

/**
 * An invoice page's loader: the invoice, fetched fresh while the screen's code loads (a missing one shows the
 * not-found page), and the page named after it.
 */
export async function loadInvoicePage(
  { queryClient }: { queryClient: QueryClient },
  invoiceId: number,
  namedAfterInvoice: boolean,
): Promise<NamedPageData> {
  const invoice = await ensureRouteData(
    queryClient,
    getGetInvoiceQueryOptions(invoiceId, { query: { staleTime: 0 } }),
    invoiceTexts.notFound,
  );
  return namedAfterInvoice ? { pageTitle: invoiceTexts.title(invoice.kind, invoice.number) } : {};
}
