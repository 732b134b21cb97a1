import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/yourCases/$caseId/invoice/$invoiceId/view')({
  ...invoicePage('view'),
  params: ids('caseId', 'invoiceId'),
  component: function ClientInvoiceView() {
    return <InvoicePageScreen kind="view" family="client" params={Route.useParams()} />;
  },
});
