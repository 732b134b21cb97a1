import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/yourExpertEmployees/cases/$caseId/invoice/$invoiceId/')({
  ...invoicePage('details'),
  params: ids('caseId', 'invoiceId'),
  component: function ExpertOwnerInvoiceDetails() {
    return <InvoicePageScreen kind="details" family="expertOwner" params={Route.useParams()} />;
  },
});
