import { useParams } from '@tanstack/react-router';
import type { InvoiceFamilyKey } from '../../components/invoices/invoice-routes';
import { InvoiceFormScreen } from './InvoiceFormScreen';
import { InvoiceScreen } from './InvoiceScreen';

/** The five invoice pages under each case family. */
export type InvoicePage = 'create' | 'details' | 'edit' | 'correction' | 'view';

/** The screen of an invoice page, with the params of its route (parsed to numbers by the route's `ids(…)`). */
export function InvoicePageScreen({ kind, family }: { kind: InvoicePage; family: InvoiceFamilyKey }) {
  const { caseId, invoiceId, clientId } = useParams({ strict: false }) as {
    caseId: number;
    invoiceId?: number;
    clientId?: number;
  };
  const scope = { caseId, clientId };
  if (kind === 'details' || kind === 'view')
    return <InvoiceScreen family={family} scope={scope} invoiceId={invoiceId!} readOnly={kind === 'view'} />;
  return <InvoiceFormScreen family={family} scope={scope} mode={kind} invoiceId={invoiceId} />;
}
