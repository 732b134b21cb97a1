import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/managerClientsCases/$caseId/invoice/$invoiceId/edit')({
  ...invoicePage('edit'),
  params: ids('caseId', 'invoiceId'),
  component: function ManagerInvoiceEdit() {
    return <InvoicePageScreen kind="edit" family="manager" params={Route.useParams()} />;
  },
});
