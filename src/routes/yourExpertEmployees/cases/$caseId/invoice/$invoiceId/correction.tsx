import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/yourExpertEmployees/cases/$caseId/invoice/$invoiceId/correction')({
  ...invoicePage('correction'),
  params: ids('caseId', 'invoiceId'),
  component: function ExpertOwnerInvoiceCorrection() {
    return <InvoicePageScreen kind="correction" family="expertOwner" params={Route.useParams()} />;
  },
});
