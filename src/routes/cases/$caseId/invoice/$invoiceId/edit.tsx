import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/cases/$caseId/invoice/$invoiceId/edit')({
  ...invoicePage('edit'),
  params: ids('caseId', 'invoiceId'),
  component: function AdminInvoiceEdit() {
    return <InvoicePageScreen kind="edit" family="admin" params={Route.useParams()} />;
  },
});
