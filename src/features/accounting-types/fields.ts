import type { AccountingAttachmentType, AccountingType } from '@portal/sdk/model';
import type { DictionaryField } from '@/components/dictionary/fields';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { accountingKindLabels } from '@/copy/case-labels';
import { fieldTexts as texts } from './texts';

/** An accounting type's fields: the list's columns and the form's inputs. */
export const accountingTypeFields: DictionaryField<keyof AccountingType & string>[] = [
  { kind: 'text', key: 'name', label: dictionaryTexts.name, required: true },
  { kind: 'enum', key: 'kind', label: texts.kind, labels: accountingKindLabels, required: true },
  { kind: 'money', key: 'monthlyPrice', label: texts.monthlyPrice, description: texts.monthlyPriceHint },
  { kind: 'boolean', key: 'isActive', label: texts.isActive, default: true, description: texts.isActiveTypeHint },
  { kind: 'text', key: 'description', label: texts.description, multiline: true, column: false },
];

/** An accounting attachment type's fields. */
export const attachmentTypeFields: DictionaryField<keyof AccountingAttachmentType & string>[] = [
  { kind: 'text', key: 'name', label: dictionaryTexts.name, required: true },
  { kind: 'text', key: 'description', label: texts.description, multiline: true },
  {
    kind: 'boolean',
    key: 'isActive',
    label: texts.isActive,
    default: true,
    description: texts.isActiveAttachmentHint,
  },
];
