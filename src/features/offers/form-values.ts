import type { Offer, OfferInput, VatRate } from '@portal/sdk/model';
import { CreateOfferBody } from '@portal/sdk/zod/offers';
import { contractValidation } from '@/lib/validation';
import { offerTexts } from './texts';

/** The form's values: the price as typed (empty until given), the date `YYYY-MM-DD` or empty. */
export interface OfferFormValues {
  title: string;
  introduction: string;
  content: string;
  netPrice: number | '';
  vatRate: VatRate;
  validUntil: string;
}

export const emptyOfferForm = (): OfferFormValues => ({
  title: '',
  introduction: '',
  content: '',
  netPrice: '',
  vatRate: 'VAT23',
  validUntil: '',
});

export const offerFormValues = (offer: Offer): OfferFormValues => ({
  title: offer.title,
  introduction: offer.introduction ?? '',
  content: offer.content ?? '',
  netPrice: offer.netPrice ?? '',
  vatRate: offer.vatRate ?? 'VAT23',
  validUntil: offer.validUntil ?? '',
});

const orNull = (text: string) => text.trim() || null;

/** The body sent: empty texts, price and date as null (the API's "not given"); the scope is plain text. */
export const offerBody = (caseId: number, values: OfferFormValues): OfferInput => ({
  caseId,
  title: values.title.trim(),
  introduction: orNull(values.introduction),
  content: orNull(values.content),
  netPrice: values.netPrice === '' ? null : values.netPrice,
  vatRate: values.vatRate,
  validUntil: orNull(values.validUntil),
});

const contract = contractValidation<OfferFormValues>(CreateOfferBody, (values) => offerBody(1, values));

/** The contract's rules, and a new offer's validity not in the past (`today` YYYY-MM-DD). */
export const validateOfferForm =
  (isNew: boolean, today: string) =>
  (values: OfferFormValues): Record<string, string> => {
    const errors = { ...contract(values) } as Record<string, string>;
    if (isNew && values.validUntil && values.validUntil < today) errors.validUntil ??= offerTexts.ofCase.validUntilPast;
    return errors;
  };
