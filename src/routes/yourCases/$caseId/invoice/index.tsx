import { createFileRoute } from '@tanstack/react-router';
import { invoicePage } from '@/app/invoice-pages';
import { ids } from '@/app/route-options';
import { InvoicePageScreen } from '@/features/invoices/InvoicePageScreen';

export const Route = createFileRoute('/yourCases/$caseId/invoice/')({
  ...invoicePage('create'),
  params: ids('caseId'),
  component: function ClientInvoiceCreate() {
    return <InvoicePageScreen kind="create" family="client" params={Route.useParams()} />;
  },
});
