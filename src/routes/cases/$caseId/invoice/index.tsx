import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/cases/$caseId/invoice/')({
  ...invoicePage('create'),
  params: ids('caseId'),
  component: function AdminInvoiceCreate() {
    return <InvoicePageScreen kind="create" family="admin" params={Route.useParams()} />;
  },
});
