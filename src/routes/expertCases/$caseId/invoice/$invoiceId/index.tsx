import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/expertCases/$caseId/invoice/$invoiceId/')({
  ...invoicePage('details'),
  params: ids('caseId', 'invoiceId'),
  component: function ExpertInvoiceDetails() {
    return <InvoicePageScreen kind="details" family="expert" params={Route.useParams()} />;
  },
});
