import type { SubscriptionDefinition, SubscriptionDefinitionInput } from '@portal/sdk/model';
import { CreateSubscriptionDefinitionBody } from '@portal/sdk/zod/subscription-definitions';
import { useQuery } from '@tanstack/react-query';
import { productPickerHeight } from '@/components/cases/ProductPicker';
import type { DictionaryField } from '@/components/dictionary/fields';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { useProductOptions } from '@/components/lists/member-options';
import { vatRateLabels } from '@/copy/case-labels';
import {
  subscriptionDefinitionsQuery,
  useCreateSubscriptionDefinition,
  useDeleteSubscriptionDefinition,
  useUpdateSubscriptionDefinition,
} from './api';
import { fieldTexts as texts, subscriptionDefinitionTexts } from './texts';

const fields: DictionaryField<keyof SubscriptionDefinition & string>[] = [
  { kind: 'text', key: 'name', label: dictionaryTexts.name, required: true },
  {
    kind: 'reference',
    key: 'productId',
    label: texts.product,
    // as the product picker: by department, "(bez departamentu)" last (spec 000 section 5), 500 high
    useOptions: useProductOptions,
    dropdownHeight: productPickerHeight,
    text: (definition: SubscriptionDefinition) => definition.product?.name,
    placeholder: texts.noProduct,
  },
  { kind: 'money', key: 'monthlyPrice', label: texts.monthlyPrice, description: texts.monthlyPriceHint },
  { kind: 'enum', key: 'vatRate', label: texts.vatRate, labels: vatRateLabels, column: false },
  { kind: 'number', key: 'billingPeriodMonths', label: texts.billingPeriodMonths, min: 1, max: 12 },
  { kind: 'number', key: 'noticePeriodMonths', label: texts.noticePeriodMonths, min: 0, column: false },
  {
    kind: 'number',
    key: 'consultationLimit',
    label: texts.consultationLimit,
    description: texts.consultationLimitHint,
    min: 0,
    column: false,
  },
  { kind: 'boolean', key: 'isActive', label: texts.isActive, default: true, description: texts.isActiveHint },
  { kind: 'text', key: 'description', label: texts.description, multiline: true, column: false },
];

/** `/subscriptionDefiniftions`: the subscription plans a case can be run under, their price and terms. */
export function SubscriptionDefinitionsScreen() {
  return (
    <RecordDictionary<SubscriptionDefinition, SubscriptionDefinitionInput>
      list={useQuery(subscriptionDefinitionsQuery())}
      fields={fields}
      create={useCreateSubscriptionDefinition()}
      update={useUpdateSubscriptionDefinition()}
      remove={useDeleteSubscriptionDefinition()}
      schema={CreateSubscriptionDefinitionBody}
      texts={subscriptionDefinitionTexts}
    />
  );
}
