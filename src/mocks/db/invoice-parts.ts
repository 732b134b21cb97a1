import type { InvoiceLine, InvoiceLineInput, InvoiceParty } from '@portal/sdk/model';
import { amountsInZloty, lineAmounts } from '@/lib/invoice-math';

// What the invoices' seed and their handlers share. Apart from the seed (seed-invoices.ts) so that the demo's start,
// which loads the handlers, does not build the seed's records as well.

/** The firm as the seller of every demo invoice (NIP and IBAN with valid check digits). */
export const demoSeller: InvoiceParty = {
  name: 'Portal Klienta Doradztwo sp. z o.o.',
  nip: '5252261004',
  address: { street: 'ul. Prosta', houseNumber: '20', flatNumber: null, postalCode: '00-850', city: 'Warszawa' },
  email: 'faktury@portalklienta.example.pl',
  bankAccountNumber: 'PL98114020040000360275891234',
};

/** Lines with the amounts the server computes. */
export const computedLines = (lines: InvoiceLineInput[], firstId: number): InvoiceLine[] =>
  lines.map((line, i) => {
    const amounts = amountsInZloty(lineAmounts(line));
    return {
      id: firstId + i,
      ...line,
      netAmount: amounts.net,
      vatAmount: amounts.vat,
      grossAmount: amounts.gross,
    };
  });
