import type { InvoiceFamilyKey } from '@/components/invoices/invoice-routes';
import { InvoiceFormScreen } from './InvoiceFormScreen';
import { InvoiceScreen } from './InvoiceScreen';

/** The five invoice pages under each case family. */
export type InvoicePage = 'create' | 'details' | 'edit' | 'correction' | 'view';

/** The params of an invoice page, as its route parsed them (`ids(…)`). */
export interface InvoicePageParams {
  caseId: number;
  invoiceId?: number;
  clientId?: number;
}

/** The screen of an invoice page. */
export function InvoicePageScreen({
  kind,
  family,
  params: { caseId, invoiceId, clientId },
}: {
  kind: InvoicePage;
  family: InvoiceFamilyKey;
  params: InvoicePageParams;
}) {
  const scope = { caseId, clientId };
  // the details and the view have their invoice's id in their path
  if (kind === 'details' || kind === 'view')
    return <InvoiceScreen family={family} scope={scope} invoiceId={invoiceId!} readOnly={kind === 'view'} />;
  return <InvoiceFormScreen family={family} scope={scope} mode={kind} invoiceId={invoiceId} />;
}
