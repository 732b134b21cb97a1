import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/cases/$caseId/invoice/$invoiceId/')({
  ...invoicePage('details'),
  params: ids('caseId', 'invoiceId'),
  component: function AdminInvoiceDetails() {
    return <InvoicePageScreen kind="details" family="admin" params={Route.useParams()} />;
  },
});
