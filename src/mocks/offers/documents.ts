import type { Offer, OfferAttachment, VatRate } from '@portal/sdk/model';
import { vatRateLabels } from '@/copy/case-labels';
import { formatAmount } from '@/copy/dates';
import { minimalPdf, printableText, type PdfLine } from '@/mocks/static-files/pdf';

/** VAT in percent; ZW, NP and OO (and no rate given) add none. */
const vatPercent: Partial<Record<VatRate, number>> = { VAT23: 23, VAT8: 8, VAT5: 5 };

/** The gross price of a net price at the rate, rounded to the grosz; null without a net price. */
export function grossOf(netPrice: number | null | undefined, vatRate: VatRate | null | undefined): number | null {
  if (netPrice === null || netPrice === undefined) return null;
  const net = Math.round(netPrice * 100);
  return Math.round((net * (100 + (vatRate ? (vatPercent[vatRate] ?? 0) : 0))) / 100) / 100;
}

/** A paragraph as lines of at most `width` characters, broken between words. */
function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** The one page holds about this many lines of body text. */
const MAX_BODY_LINES = 26;

const asBuffer = (bytes: Uint8Array) => bytes.buffer as ArrayBuffer;

/** The offer as a one-page PDF: title, case, price net and gross, validity and the scope in plain text. */
export function offerPdf(offer: Offer): ArrayBuffer {
  const line = (text: string, size = 11): PdfLine => ({ text: printableText(text), size });
  const price = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '-' : formatAmount(amount);
  const paragraphs = (text: string | null | undefined) =>
    (text ?? '')
      .split(/\r?\n/)
      .flatMap((paragraph) => wrap(printableText(paragraph)))
      .map((text) => line(text, 10));
  let body = [
    ...paragraphs(offer.introduction),
    ...(offer.content ? [line('Zakres:', 12)] : []),
    ...paragraphs(offer.content),
  ];
  if (body.length > MAX_BODY_LINES) body = [...body.slice(0, MAX_BODY_LINES - 1), line('...', 10)];
  return asBuffer(
    minimalPdf(offer.title, [
      line(offer.title, 18),
      line(`Sprawa: ${offer.case?.name ?? offer.caseId}`),
      ...(offer.status === 'Draft' ? [line('Szkic – oferta nie została opublikowana')] : []),
      line(`Cena netto: ${price(offer.netPrice)}`),
      line(`Stawka VAT: ${offer.vatRate ? vatRateLabels[offer.vatRate] : '-'}`),
      line(`Cena brutto: ${price(offer.grossPrice)}`),
      line(`Oferta ważna do: ${offer.validUntil ?? '-'}`),
      ...body,
    ]),
  );
}

/** An attachment's file (contents are not kept): a one-page PDF naming it and its offer. */
export function attachmentFile(attachment: OfferAttachment, offer: Offer): ArrayBuffer {
  const line = (text: string, size = 11): PdfLine => ({ text: printableText(text), size });
  return asBuffer(
    minimalPdf(attachment.fileName, [
      line(attachment.fileName, 16),
      ...(attachment.description ? [line(attachment.description)] : []),
      line(`Załącznik do oferty: ${offer.title}`),
      line('Plik demonstracyjny portalu – treść przykładowa.', 10),
    ]),
  );
}
