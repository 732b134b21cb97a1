import type { DocumentStatus, InvoiceKind } from '@portal/sdk/model';

// The invoices' kinds and statuses (spec 001 section 3) as the portal names them.

export const invoiceKindLabels = {
  Invoice: 'Faktura VAT',
  CorrectionInvoice: 'Faktura korygująca',
} as const satisfies Record<InvoiceKind, string>;

export const documentStatusLabels = {
  Draft: 'Wersja robocza',
  Published: 'Opublikowana',
  Accounted: 'Zaksięgowana',
} as const satisfies Record<DocumentStatus, string>;

export const documentStatusColors = {
  Draft: 'gray',
  Published: 'blue',
  Accounted: 'green',
} as const satisfies Record<DocumentStatus, string>;
