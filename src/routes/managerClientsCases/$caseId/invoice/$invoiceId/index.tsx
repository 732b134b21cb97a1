import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/managerClientsCases/$caseId/invoice/$invoiceId/')({
  ...invoicePage('details'),
  params: ids('caseId', 'invoiceId'),
  component: function ManagerInvoiceDetails() {
    return <InvoicePageScreen kind="details" family="manager" params={Route.useParams()} />;
  },
});
