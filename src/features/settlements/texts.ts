import type { ClientSettlementGroupKey } from './client-groups';

/** Screen texts of the settlements (spec 000 section 2, "Settlements (client)"). */
export const settlementTexts = {
  client: {
    empty: 'Wygląda na to, że nie masz opublikowanych żadnych rozliczeń w systemie',
    support: 'Szukasz wsparcia biznesowego? Zaufaj naszym ekspertom',
    groups: {
      overdue: 'Po terminie',
      toPay: 'Do zapłaty',
      paid: 'Opłacone',
    } satisfies Record<ClientSettlementGroupKey, string>,
    groupTotal: 'Razem',
    tableLabel: (group: string) => `Rozliczenia: ${group}`,
  },
  fields: {
    invoiceNumber: 'Numer faktury',
    case: 'Sprawa',
    grossAmount: 'Kwota brutto',
    issueDate: 'Data wystawienia',
    paymentDueDate: 'Termin płatności',
    paymentDate: 'Data płatności',
    paymentStatus: 'Status płatności',
    payuStatus: 'Płatność kartą',
  },
  noInvoiceNumber: 'Bez numeru',
  dueOn: 'termin',
  paidOn: 'zapłacono',
};
