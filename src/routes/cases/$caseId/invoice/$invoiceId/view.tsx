import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/cases/$caseId/invoice/$invoiceId/view')({
  ...invoicePage('view'),
  params: ids('caseId', 'invoiceId'),
  component: function AdminInvoiceView() {
    return <InvoicePageScreen kind="view" family="admin" params={Route.useParams()} />;
  },
});
