import type { Product } from '@portal/sdk/model';
import { caseComponentTexts } from '@/components/cases/texts';
import type { DictionaryField } from '@/components/dictionary/fields';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { caseTypeLabels, productTypeLabels, vatRateLabels } from '@/copy/case-labels';
import { useDepartmentOptions } from './api';
import { productTexts } from './texts';

const texts = productTexts.fields;
/** A product without a department, as the product picker names its group (spec 000 section 5). */
const noDepartment = caseComponentTexts.productPicker.noDepartment;

/** A product's fields: the list's columns and the form's inputs. */
export const productFields: DictionaryField<keyof Product & string>[] = [
  { kind: 'text', key: 'name', label: dictionaryTexts.name, required: true },
  {
    kind: 'reference',
    key: 'departmentId',
    label: texts.department,
    useOptions: useDepartmentOptions,
    text: (product: Product) => product.department?.name ?? noDepartment,
    placeholder: noDepartment,
  },
  { kind: 'enum', key: 'type', label: texts.type, labels: productTypeLabels, required: true },
  {
    kind: 'enum',
    key: 'caseType',
    label: texts.caseType,
    labels: caseTypeLabels,
    required: true,
    description: texts.caseTypeHint,
  },
  { kind: 'money', key: 'price', label: texts.price, description: texts.priceHint },
  { kind: 'enum', key: 'vatRate', label: texts.vatRate, labels: vatRateLabels, column: false },
  { kind: 'boolean', key: 'isActive', label: texts.isActive, default: true, description: texts.isActiveHint },
  { kind: 'text', key: 'description', label: texts.description, multiline: true, column: false },
];
