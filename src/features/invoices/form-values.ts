import type { Address, Font, Invoice, InvoiceInput, InvoiceKind, InvoiceParty, VatRate } from '@portal/sdk/model';
import { CreateInvoiceBody } from '@portal/sdk/zod/invoices';
import dayjs from 'dayjs';
import { validationMessages } from '@/copy/validation';
import { invoiceTotals } from '@/lib/invoice-math';
import { contractValidation } from '@/lib/validation';
import { invoiceTexts } from './texts';

const errorTexts = invoiceTexts.form.errors;

/** A party as the form keeps it: every text typed as it is (empty until given). */
export interface PartyValues {
  name: string;
  nip: string;
  address: { street: string; houseNumber: string; flatNumber: string; postalCode: string; city: string };
  email: string;
  bankAccountNumber: string;
}

/** A line as typed; `key` keeps React's rows stable when a line is removed. */
export interface ItemValues {
  key: string;
  name: string;
  quantity: number | '';
  unit: string;
  unitNetPrice: number | '';
  vatRate: VatRate;
}

/** The form's values, shaped as the body so that the contract's messages land on the fields. */
export interface InvoiceFormValues {
  number: string;
  issueDate: string;
  saleDate: string;
  paymentDueDate: string;
  paymentMethod: string;
  placeOfIssue: string;
  year: number | '';
  month: number | '';
  seller: PartyValues;
  buyer: PartyValues;
  items: ItemValues[];
  notes: string;
  logoId: string | null;
  font: Font;
  correctionReason: string;
}

/** What a form's invoice is, fixed by its route: its case and kind, the invoice it corrects, its settlement. */
export interface InvoiceFrame {
  caseId: number;
  kind: InvoiceKind;
  correctedInvoiceId?: number | null;
  settlementId?: string | null;
}

let lastKey = 0;
const newKey = () => `item-${++lastKey}`;

export const emptyItem = (vatRate: VatRate = 'VAT23'): ItemValues => ({
  key: newKey(),
  name: '',
  quantity: 1,
  unit: 'usł.',
  unitNetPrice: '',
  vatRate,
});

const partyValues = (party: InvoiceParty | undefined): PartyValues => ({
  name: party?.name ?? '',
  nip: party?.nip ?? '',
  address: {
    street: party?.address?.street ?? '',
    houseNumber: party?.address?.houseNumber ?? '',
    flatNumber: party?.address?.flatNumber ?? '',
    postalCode: party?.address?.postalCode ?? '',
    city: party?.address?.city ?? '',
  },
  email: party?.email ?? '',
  bankAccountNumber: party?.bankAccountNumber ?? '',
});

/** The values of a stored invoice or of the server's prefilled new one. */
export const invoiceFormValues = (invoice: InvoiceInput | Invoice): InvoiceFormValues => ({
  number: invoice.number ?? '',
  issueDate: invoice.issueDate ?? '',
  saleDate: invoice.saleDate ?? '',
  paymentDueDate: invoice.paymentDueDate ?? '',
  paymentMethod: invoice.paymentMethod ?? '',
  placeOfIssue: invoice.placeOfIssue ?? '',
  year: invoice.year ?? '',
  month: invoice.month ?? '',
  seller: partyValues(invoice.seller),
  buyer: partyValues(invoice.buyer),
  items: invoice.items.map((item) => ({
    key: newKey(),
    name: item.name,
    quantity: item.quantity,
    unit: item.unit ?? '',
    unitNetPrice: item.unitNetPrice,
    vatRate: item.vatRate,
  })),
  notes: invoice.notes ?? '',
  logoId: invoice.logoId == null ? null : String(invoice.logoId),
  font: invoice.font ?? 'Arial',
  correctionReason: invoice.correctionReason ?? '',
});

/**
 * The values of a new correction of `original`: its lines to change, dated today with the original's payment term,
 * with a new number; the parties and layout of the original.
 */
export function correctionFormValues(original: Invoice, today: string): InvoiceFormValues {
  const termDays = original.paymentDueDate ? dayjs(original.paymentDueDate).diff(original.issueDate, 'day') : null;
  return {
    ...invoiceFormValues(original),
    number: '',
    issueDate: today,
    saleDate: original.saleDate ?? original.issueDate,
    paymentDueDate: termDays === null ? '' : dayjs(today).add(termDays, 'day').format('YYYY-MM-DD'),
    correctionReason: '',
  };
}

const orNull = (text: string) => text.trim() || null;
const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

const addressBody = (address: PartyValues['address']): Address | undefined =>
  Object.values(address).some((part) => part.trim())
    ? {
        street: address.street.trim(),
        houseNumber: address.houseNumber.trim(),
        flatNumber: orNull(address.flatNumber),
        postalCode: address.postalCode.trim(),
        city: address.city.trim(),
      }
    : undefined;

const partyBody = (party: PartyValues): InvoiceParty => ({
  name: party.name.trim(),
  nip: orNull(digitsOnly(party.nip)),
  address: addressBody(party.address),
  email: orNull(party.email),
  bankAccountNumber: orNull(party.bankAccountNumber.replace(/\s/g, '')),
});

/** The body sent: texts trimmed, empty ones as null; amounts as numbers (the form checks them first). */
export const invoiceBody = (frame: InvoiceFrame, values: InvoiceFormValues): InvoiceInput => ({
  caseId: frame.caseId,
  kind: frame.kind,
  correctedInvoiceId: frame.correctedInvoiceId ?? null,
  settlementId: frame.settlementId ?? null,
  number: orNull(values.number),
  issueDate: values.issueDate,
  saleDate: orNull(values.saleDate),
  paymentDueDate: orNull(values.paymentDueDate),
  paymentMethod: orNull(values.paymentMethod),
  placeOfIssue: orNull(values.placeOfIssue),
  year: values.year === '' ? null : values.year,
  month: values.month === '' ? null : values.month,
  seller: partyBody(values.seller),
  buyer: partyBody(values.buyer),
  items: values.items.map((item) => ({
    name: item.name.trim(),
    quantity: item.quantity as number,
    unit: orNull(item.unit),
    unitNetPrice: item.unitNetPrice as number,
    vatRate: item.vatRate,
  })),
  currency: 'PLN',
  notes: orNull(values.notes),
  logoId: values.logoId === null ? null : Number(values.logoId),
  font: values.font,
  correctionReason: frame.kind === 'CorrectionInvoice' ? orNull(values.correctionReason) : null,
});

/** The lines as far as they are filled, for the live summary (a missing amount counts as nothing). */
export const summaryItems = (values: InvoiceFormValues) =>
  values.items.map((item) => ({
    name: item.name,
    quantity: item.quantity === '' ? 0 : item.quantity,
    unitNetPrice: item.unitNetPrice === '' ? 0 : item.unitNetPrice,
    vatRate: item.vatRate,
  }));

/** A Polish tax number: ten digits whose last is the weighted sum of the others modulo 11. */
export function isValidNip(text: string) {
  const digits = digitsOnly(text);
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}

const contract = contractValidation<InvoiceFormValues>(CreateInvoiceBody, (values) =>
  invoiceBody({ caseId: 1, kind: 'Invoice' }, values),
);

/**
 * The contract's rules, and what an invoice needs beyond them: both parties named, the buyer's and seller's NIP
 * valid, the dates in order, every line with a positive quantity and a price, an invoice worth more than 0,00 zł
 * (said at each line's price); a correction says why (it may total nothing: a correction of the parties' data).
 */
export function validateInvoiceForm(values: InvoiceFormValues, kind: InvoiceKind): Record<string, string> {
  const errors = { ...contract(values) } as Record<string, string>;
  const need = (path: string, value: unknown) => {
    if (value === '' || value === null || value === undefined || (typeof value === 'string' && !value.trim()))
      errors[path] ??= validationMessages.required;
  };
  need('issueDate', values.issueDate);
  for (const side of ['seller', 'buyer'] as const) {
    const party = values[side];
    need(`${side}.name`, party.name);
    if (party.nip.trim() && !isValidNip(party.nip)) errors[`${side}.nip`] = errorTexts.nip;
    const address = party.address;
    if (Object.values(address).some((part) => part.trim())) {
      need(`${side}.address.street`, address.street);
      need(`${side}.address.houseNumber`, address.houseNumber);
      need(`${side}.address.city`, address.city);
      if (!/^\d{2}-\d{3}$/.test(address.postalCode.trim()))
        errors[`${side}.address.postalCode`] = errorTexts.postalCode;
    }
  }
  const account = values.seller.bankAccountNumber.replace(/\s/g, '');
  if (account && !/^(PL)?\d{26}$/i.test(account)) errors['seller.bankAccountNumber'] = errorTexts.iban;
  if (values.issueDate && values.paymentDueDate && values.paymentDueDate < values.issueDate)
    errors.paymentDueDate = errorTexts.dueBeforeIssue;
  if (!values.items.length) errors.items = errorTexts.noItems;
  values.items.forEach((item, i) => {
    need(`items.${i}.name`, item.name);
    if (item.quantity === '' || item.quantity <= 0) errors[`items.${i}.quantity`] = errorTexts.quantity;
    if (item.unitNetPrice === '') errors[`items.${i}.unitNetPrice`] = errorTexts.price;
    else if (item.unitNetPrice < 0) errors[`items.${i}.unitNetPrice`] = errorTexts.negativePrice;
  });
  if (kind === 'Invoice' && invoiceTotals(summaryItems(values)).gross <= 0)
    values.items.forEach((_, i) => (errors[`items.${i}.unitNetPrice`] ??= errorTexts.zeroTotal));
  if (kind === 'CorrectionInvoice') need('correctionReason', values.correctionReason);
  return errors;
}
