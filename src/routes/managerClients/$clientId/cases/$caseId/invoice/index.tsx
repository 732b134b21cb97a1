import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/managerClients/$clientId/cases/$caseId/invoice/')({
  ...invoicePage('create'),
  params: ids('clientId', 'caseId'),
  component: function ManagerClientInvoiceCreate() {
    return <InvoicePageScreen kind="create" family="managerClient" params={Route.useParams()} />;
  },
});
