import type { LoaderContext } from '@/features/cases/api';
import type { InvoicePage } from '@/features/invoices/InvoicePageScreen';
import { page } from './route-options';

const titles: Record<InvoicePage, string> = {
  create: 'Nowa faktura',
  details: 'Faktura',
  edit: 'Edycja faktury',
  correction: 'Faktura korygująca',
  view: 'Podgląd faktury',
};

/**
 * An invoice page's title, access (any signed-in user, spec 000 section 2; the server decides) and loader: the
 * case's name for the crumbs, and the invoice, which names its details and view. A route file adds its params
 * and its component (kept in the file, so that the router splits the screen's code off the first page).
 */
export const invoicePage = (kind: InvoicePage) => ({
  ...page(titles[kind], 'signedIn', kind === 'create' ? { crumb: false } : {}),
  loader: async ({ context, params }: { context: LoaderContext; params: { caseId: number; invoiceId?: number } }) => {
    const [crumb, named] = await Promise.all([
      import('@/features/cases/api').then((api) => api.caseCrumb(context, params.caseId)),
      params.invoiceId === undefined
        ? {}
        : import('@/features/invoices/api').then((api) =>
            api.loadInvoicePage(context, params.invoiceId!, kind === 'details'),
          ),
    ]);
    return { ...crumb, ...named };
  },
});
