import type { Invoice, InvoiceLineInput, InvoiceLogo, InvoiceParty } from '@portal/sdk/model';
import { amountsInZloty, correctionDifference, invoiceTotals } from '@/lib/invoice-math';
import { computedLines, demoSeller } from './invoice-parts';
import { companies } from './seed-companies';
import { settlementId } from './settlement-ids';
import { ids } from './seed-ids';

export const invoiceLogos: InvoiceLogo[] = [
  {
    id: 1,
    fileName: 'logo-portal-klienta.svg',
    contentType: 'image/svg+xml',
    blobName: 'invoice-logo-1',
    name: 'Portal Klienta',
    isDefault: true,
    createdAt: '2026-09-01T09:00:00Z',
    createdById: ids.person.admin,
  },
  {
    id: 2,
    fileName: 'logo-kancelaria-partnerska.svg',
    contentType: 'image/svg+xml',
    blobName: 'invoice-logo-2',
    name: 'Kancelaria partnerska',
    isDefault: false,
    createdAt: '2026-09-01T09:05:00Z',
    createdById: ids.person.admin,
  },
];

const buyerOf = (companyId: number): InvoiceParty => {
  const company = companies.find((c) => c.id === companyId)!;
  return {
    name: company.registeredName!,
    nip: company.nip,
    address: company.address!,
    email: null,
    bankAccountNumber: null,
  };
};

type Row = Pick<Invoice, 'id' | 'caseId' | 'kind' | 'status' | 'number' | 'issueDate' | 'paymentDueDate'> &
  Partial<Invoice> & { lines: InvoiceLineInput[]; companyId: number };

const line = (name: string, quantity: number, unitNetPrice: number, unit = 'usł.'): InvoiceLineInput => ({
  name,
  quantity,
  unit,
  unitNetPrice,
  vatRate: 'VAT23',
});

const rows: Row[] = [
  {
    id: 1,
    caseId: ids.case.accounting,
    companyId: 1,
    kind: 'Invoice',
    status: 'Accounted',
    number: 'FV/2026/09/0112',
    issueDate: '2026-09-30',
    paymentDueDate: '2026-10-14',
    year: 2026,
    month: 9,
    settlementId: settlementId(1),
    lines: [line('Prowadzenie księgowości (KPiR) – wrzesień 2026', 1, 350)],
    payments: [{ id: 1, invoiceId: 1, amount: 430.5, date: '2026-10-10', note: 'Płatność kartą' }],
  },
  {
    id: 2,
    caseId: ids.case.accounting,
    companyId: 1,
    kind: 'Invoice',
    status: 'Published',
    number: 'FV/2026/10/0087',
    issueDate: '2026-10-31',
    paymentDueDate: '2026-11-14',
    year: 2026,
    month: 10,
    settlementId: settlementId(2),
    lines: [line('Prowadzenie księgowości (KPiR) – październik 2026', 1, 350)],
  },
  {
    id: 3,
    caseId: ids.case.accounting,
    companyId: 1,
    kind: 'Invoice',
    status: 'Draft',
    number: null,
    issueDate: '2026-11-20',
    paymentDueDate: '2026-12-04',
    year: 2026,
    month: 11,
    lines: [
      line('Prowadzenie księgowości (KPiR) – listopad 2026', 1, 350),
      line('Sporządzenie informacji podsumowującej VAT-UE', 1, 120),
    ],
  },
  {
    id: 4,
    caseId: ids.case.loanLawsuit,
    companyId: 1,
    kind: 'Invoice',
    status: 'Published',
    number: 'FV/2026/10/0093',
    issueDate: '2026-10-22',
    paymentDueDate: '2026-11-05',
    settlementId: settlementId(4),
    lines: [line('Reprezentacja w sprawie kredytu CHF – etap przedsądowy', 1, 2000)],
    payments: [{ id: 2, invoiceId: 4, amount: 1000, date: '2026-11-02', note: 'Pierwsza rata, przelew' }],
  },
  {
    id: 5,
    caseId: ids.case.otherClientAccounting,
    companyId: 3,
    kind: 'Invoice',
    status: 'Accounted',
    number: 'FV/2026/09/0115',
    issueDate: '2026-09-30',
    paymentDueDate: '2026-10-14',
    year: 2026,
    month: 9,
    settlementId: settlementId(10),
    lines: [
      line('Prowadzenie ksiąg rachunkowych – wrzesień 2026', 1, 750),
      line('Obsługa kadrowo-płacowa – pracownik', 3, 50, 'os.'),
    ],
    payments: [{ id: 3, invoiceId: 5, amount: 1107, date: '2026-10-13', note: null }],
  },
  {
    id: 6,
    caseId: ids.case.otherClientAccounting,
    companyId: 3,
    kind: 'CorrectionInvoice',
    status: 'Published',
    number: 'KOR/2026/10/0004',
    issueDate: '2026-10-20',
    paymentDueDate: '2026-11-03',
    correctedInvoiceId: 5,
    correctionReason: 'Zmiana liczby zatrudnionych pracowników w okresie rozliczeniowym (2 zamiast 3).',
    lines: [
      line('Prowadzenie ksiąg rachunkowych – wrzesień 2026', 1, 750),
      line('Obsługa kadrowo-płacowa – pracownik', 2, 50, 'os.'),
    ],
  },
];

export const invoices: Invoice[] = rows.map(({ lines, companyId, payments = [], ...row }) => {
  const corrected = rows.find((other) => other.id === row.correctedInvoiceId);
  // a correction's totals are what it changes: after − before (negative: to return)
  const totals = amountsInZloty(
    corrected ? correctionDifference(corrected.lines, lines).difference : invoiceTotals(lines),
  );
  return {
    saleDate: row.issueDate,
    paymentMethod: 'Przelew',
    placeOfIssue: 'Warszawa',
    year: null,
    month: null,
    notes: null,
    logoId: 1,
    font: 'Arial',
    correctedInvoiceId: null,
    correctionReason: null,
    settlementId: null,
    publishedAt: row.status === 'Draft' ? null : `${row.issueDate}T12:00:00Z`,
    ...row,
    seller: demoSeller,
    buyer: buyerOf(companyId),
    items: computedLines(lines, row.id * 100),
    netTotal: totals.net,
    vatTotal: totals.vat,
    grossTotal: totals.gross,
    currency: 'PLN',
    amountPaid: payments.reduce((sum, payment) => sum + payment.amount, 0),
    payments: payments.map((payment) => ({
      ...payment,
      createdAt: `${payment.date}T12:00:00Z`,
      createdById: ids.person.manager,
    })),
    createdAt: `${row.issueDate}T09:00:00Z`,
    createdById: ids.person.manager,
  };
});
