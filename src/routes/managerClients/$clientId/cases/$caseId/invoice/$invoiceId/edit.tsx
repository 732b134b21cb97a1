import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/managerClients/$clientId/cases/$caseId/invoice/$invoiceId/edit')({
  ...invoicePage('edit'),
  params: ids('clientId', 'caseId', 'invoiceId'),
  component: function ManagerClientInvoiceEdit() {
    return <InvoicePageScreen kind="edit" family="managerClient" params={Route.useParams()} />;
  },
});
