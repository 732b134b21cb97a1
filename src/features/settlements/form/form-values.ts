import type { PaymentForecast, Settlement, SettlementInput, SettlementPaymentStatus } from '@portal/sdk/model';
import { CreateSettlementBody } from '@portal/sdk/zod/settlements';
import { contractValidation } from '@/lib/validation';
import { validationMessages } from '@/copy/validation';
import { settlementFormTexts } from './texts';

/** The shares' payment statuses, as the form and the body name them. */
export const shareFields = [
  'clientPaymentStatus',
  'expertPaymentStatus',
  'leadPaymentStatus',
  'leaderPaymentStatus',
  'salesPaymentStatus',
  'userLeaderPaymentStatus',
] as const;
type ShareField = (typeof shareFields)[number];

/** The form's values: amounts as typed (empty until given), dates `YYYY-MM-DD` or empty. */
export type SettlementFormValues = {
  issueDate: string;
  invoiceNumber: string;
  grossAmount: number | '';
  amountDue: number | '';
  paymentDueDate: string;
  paymentDate: string;
  paymentStatus: SettlementPaymentStatus;
  notes: string;
  expertInvoiceNumber: string;
  expertInvoiceAmount: number | '';
} & Record<ShareField, PaymentForecast>;

export const emptySettlementForm = (): SettlementFormValues => ({
  issueDate: '',
  invoiceNumber: '',
  grossAmount: '',
  amountDue: '',
  paymentDueDate: '',
  paymentDate: '',
  paymentStatus: 'Forecast',
  notes: '',
  expertInvoiceNumber: '',
  expertInvoiceAmount: '',
  ...(Object.fromEntries(shareFields.map((field) => [field, 'Forecast'])) as Record<ShareField, PaymentForecast>),
});

export const settlementFormValues = (s: Settlement): SettlementFormValues => ({
  issueDate: s.issueDate ?? '',
  invoiceNumber: s.invoiceNumber ?? '',
  grossAmount: s.grossAmount,
  amountDue: s.amountDue,
  paymentDueDate: s.paymentDueDate ?? '',
  paymentDate: s.paymentDate ?? '',
  paymentStatus: s.paymentStatus,
  notes: s.notes ?? '',
  expertInvoiceNumber: s.expertInvoiceNumber ?? '',
  expertInvoiceAmount: s.expertInvoiceAmount ?? '',
  ...(Object.fromEntries(shareFields.map((field) => [field, s[field]])) as Record<ShareField, PaymentForecast>),
});

const orNull = (text: string) => text.trim() || null;
const amountOrNull = (value: number | '') => (value === '' ? null : value);

/** The body sent: empty texts and dates as null (the API's "not given"). */
export const settlementBody = (caseId: number, values: SettlementFormValues): SettlementInput => ({
  caseId,
  issueDate: orNull(values.issueDate),
  invoiceNumber: orNull(values.invoiceNumber),
  grossAmount: values.grossAmount as number,
  amountDue: values.amountDue as number,
  paymentDueDate: orNull(values.paymentDueDate),
  paymentDate: orNull(values.paymentDate),
  paymentStatus: values.paymentStatus,
  notes: orNull(values.notes),
  expertInvoiceNumber: orNull(values.expertInvoiceNumber),
  expertInvoiceAmount: amountOrNull(values.expertInvoiceAmount),
  ...Object.fromEntries(shareFields.map((field) => [field, values[field]])),
});

const contract = contractValidation<SettlementFormValues>(CreateSettlementBody, (values) =>
  settlementBody(1, {
    ...values,
    grossAmount: values.grossAmount === '' ? (undefined as never) : values.grossAmount,
    amountDue: values.amountDue === '' ? (undefined as never) : values.amountDue,
  }),
);

/**
 * The contract's rules, and what the firm's invoices need beyond it: an issued invoice has its number, issue and
 * due dates (due not before issued), a paid one its payment date, and the gross amount is not below the net.
 */
export function validateSettlementForm(values: SettlementFormValues): Record<string, string> {
  const errors = { ...contract(values) } as Record<string, string>;
  const need = (field: keyof SettlementFormValues) => {
    if (!String(values[field]).trim()) errors[field] ??= validationMessages.required;
  };
  if (values.paymentStatus !== 'Forecast')
    ['invoiceNumber', 'issueDate', 'paymentDueDate'].forEach((f) => need(f as never));
  if (values.paymentStatus === 'Paid') need('paymentDate');
  if (values.issueDate && values.paymentDueDate && values.paymentDueDate < values.issueDate)
    errors.paymentDueDate ??= settlementFormTexts.dueBeforeIssue;
  if (
    typeof values.grossAmount === 'number' &&
    typeof values.amountDue === 'number' &&
    values.grossAmount < values.amountDue
  )
    errors.grossAmount ??= settlementFormTexts.grossBelowNet;
  return errors;
}
