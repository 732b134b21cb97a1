import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/yourCases/$caseId/invoice/$invoiceId/')({
  ...invoicePage('details'),
  params: ids('caseId', 'invoiceId'),
  component: function ClientInvoiceDetails() {
    return <InvoicePageScreen kind="details" family="client" params={Route.useParams()} />;
  },
});
