import { MultiSelect, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  saveApplicationUserClientPotentialBodyAnnualRevenueMin,
  saveApplicationUserClientPotentialBodyNotesMax,
} from '@portal/sdk/limits/users';
import type {
  ClientProfile,
  ClientSize,
  CompanyLegalForm,
  Education,
  Source,
  UserClientPotential,
  UserClientPotentialInput,
} from '@portal/sdk/model';
import { SaveApplicationUserClientPotentialBody } from '@portal/sdk/zod/users';
import { useQuery } from '@tanstack/react-query';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { NotesField } from '@/components/NotesField';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { clientProfileLabels, clientSizeLabels, companyLegalFormLabels, leadSourceLabels } from '@/copy/case-labels';
import { educationLabels, optionsOf } from '@/copy/sales-labels';
import { contractValidation } from '@/lib/validation';
import { clientPotentialQuery, productsQuery, useSaveClientPotential } from './api';
import { numberOrNull, SavedLine, SavedRecord, versionOf } from './SavedRecord';
import { crmTexts } from './texts';
import { useRecordSave } from './use-record-save';

const texts = crmTexts.clientPotential;
const fields = texts.fields;

interface Values {
  clientProfile: ClientProfile | null;
  clientSize: ClientSize | null;
  education: Education | null;
  legalForm: CompanyLegalForm | null;
  source: Source | null;
  annualRevenue: number | string;
  interestedProductIds: number[];
  notes: string;
}
const FIELDS = Object.keys(fields) as (keyof Values)[];

const valuesOf = (potential: UserClientPotential | null): Values => ({
  clientProfile: potential?.clientProfile ?? null,
  clientSize: potential?.clientSize ?? null,
  education: potential?.education ?? null,
  legalForm: potential?.legalForm ?? null,
  source: potential?.source ?? null,
  annualRevenue: potential?.annualRevenue ?? '',
  interestedProductIds: potential?.interestedProductIds ?? [],
  notes: potential?.notes ?? '',
});

const bodyOf = (userId: number, values: Values): UserClientPotentialInput => ({
  ...values,
  userId,
  annualRevenue: numberOrNull(values.annualRevenue),
  notes: values.notes.trim() || null,
});

/** "Potencjał sprzedażowy": who the client is and what they could buy; empty until first saved. */
export function ClientPotentialTab({ clientId }: { clientId: number }) {
  const query = useQuery(clientPotentialQuery(clientId));
  return (
    <SavedRecord query={query}>
      {(potential) => <ClientPotentialForm key={versionOf(potential)} clientId={clientId} potential={potential} />}
    </SavedRecord>
  );
}

function ClientPotentialForm({ clientId, potential }: { clientId: number; potential: UserClientPotential | null }) {
  const save = useSaveClientPotential();
  const products = useQuery(productsQuery());
  const form = useForm<Values>({
    initialValues: valuesOf(potential),
    validate: contractValidation(SaveApplicationUserClientPotentialBody, (values: Values) => bodyOf(clientId, values)),
  });
  const { submit, failure, cancel } = useRecordSave({
    form,
    fields: FIELDS,
    texts,
    save: (values) => save.mutateAsync({ data: bodyOf(clientId, values) }),
    saved: texts.saved,
  });
  const choice = <K extends 'clientProfile' | 'clientSize' | 'education' | 'legalForm' | 'source'>(
    name: K,
    labels: Record<NonNullable<Values[K]>, string>,
  ) => (
    <Select
      label={fields[name]}
      placeholder={texts.choose}
      clearable
      data={optionsOf(labels)}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <Stack gap="md">
        <SavedLine record={potential} />
        <FormSection title={texts.title}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {choice('clientProfile', clientProfileLabels)}
            {choice('clientSize', clientSizeLabels)}
            {choice('education', educationLabels)}
            {choice('legalForm', companyLegalFormLabels)}
            {choice('source', leadSourceLabels)}
            <NumberInput
              label={fields.annualRevenue}
              min={saveApplicationUserClientPotentialBodyAnnualRevenueMin}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator=" "
              suffix={crmTexts.currencySuffix}
              {...form.getInputProps('annualRevenue')}
            />
          </SimpleGrid>
          <MultiSelect<number>
            mt="md"
            label={fields.interestedProductIds}
            placeholder={texts.chooseProducts}
            searchable
            clearable
            data={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
            {...form.getInputProps('interestedProductIds')}
          />
          <NotesField
            label={fields.notes}
            maxLength={saveApplicationUserClientPotentialBodyNotesMax}
            {...form.getInputProps('notes')}
          />
        </FormSection>
        <FormActions onCancel={cancel} pending={save.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
