import type { Invoice } from '@portal/sdk/model';
import { amountInWords } from '@/lib/amount-in-words';
import { vatRateLabels } from '@/copy/case-labels';
import { formatAmount } from '@/copy/dates';
import { minimalPdf, type PdfLine } from '@/mocks/static-files/pdf';

const text = (value: string, size = 9): PdfLine => ({ text: value.replace(/\u00a0|\u202f/g, ' '), size });
const zl = (amount: number) => formatAmount(amount);

/** The invoice as a one-page PDF: what the real document says, in the demo's standard font. */
export function invoicePdf(invoice: Invoice, corrected?: Invoice): ArrayBuffer {
  const correction = invoice.kind === 'CorrectionInvoice';
  const title = `${correction ? 'Faktura korygująca' : 'Faktura VAT'} ${invoice.number ?? '(wersja robocza)'}`;
  const party = (label: string, p: Invoice['seller']) => [
    text(`${label}: ${p.name}${p.nip ? `, NIP ${p.nip}` : ''}`),
    ...(p.address
      ? [
          text(
            `${p.address.street} ${p.address.houseNumber}${p.address.flatNumber ? `/${p.address.flatNumber}` : ''}, ${p.address.postalCode} ${p.address.city}`,
          ),
        ]
      : []),
  ];
  const lines: PdfLine[] = [
    text(title, 16),
    text(`Data wystawienia: ${invoice.issueDate}${invoice.placeOfIssue ? `, ${invoice.placeOfIssue}` : ''}`),
    ...(correction && corrected
      ? [
          text(`Dotyczy faktury ${corrected.number ?? ''} z dnia ${corrected.issueDate}`),
          text(`Przyczyna korekty: ${invoice.correctionReason ?? ''}`),
        ]
      : []),
    ...party('Sprzedawca', invoice.seller),
    ...party('Nabywca', invoice.buyer),
    text('Pozycje:', 11),
    ...invoice.items.map((item, i) =>
      text(
        `${i + 1}. ${item.name}: ${item.quantity} ${item.unit ?? ''} x ${zl(item.unitNetPrice)} netto, VAT ${vatRateLabels[item.vatRate]}, brutto ${zl(item.grossAmount)}`,
      ),
    ),
    text(
      `${correction ? 'Różnica' : 'Razem'}: netto ${zl(invoice.netTotal)}, VAT ${zl(invoice.vatTotal)}, brutto ${zl(invoice.grossTotal)}`,
      11,
    ),
    text(
      `${correction && invoice.grossTotal < 0 ? 'Do zwrotu' : 'Do zapłaty'}: ${zl(Math.abs(invoice.grossTotal))}`,
      11,
    ),
    text(`Słownie: ${amountInWords(Math.abs(invoice.grossTotal))}`),
    text(`Termin płatności: ${invoice.paymentDueDate ?? '-'}, ${invoice.paymentMethod ?? ''}`),
    ...(invoice.seller.bankAccountNumber ? [text(`Rachunek: ${invoice.seller.bankAccountNumber}`)] : []),
  ];
  return minimalPdf(title, lines).buffer as ArrayBuffer;
}
