import { Alert, MultiSelect, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProductMinimal } from '@portal/sdk/model';
import { useState } from 'react';
import { ProductPicker } from '@/components/cases/ProductPicker';
import { caseResultLabels, caseStatusOptions } from '@/copy/case-labels';
import { inOrganisationContext } from '@/lib/org/organisation';
import { caseTexts } from '@/features/cases/texts';
import { caseFormFields, caseFormValidation, type CaseFormField, type CaseFormValues } from './case-form-values';
import type { Person } from './people';
import { failureView } from './submit-failure';
import { useClientOptions, useStaffOptions, type ClientSource, type KnownStaff } from './use-people';
import { FormActions } from '@/components/FormActions';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';

const { fields } = caseTexts;

const resultOptions = Object.entries(caseResultLabels).map(([value, label]) => ({ value, label }));

// server field names that differ from the form's
const serverAliases: Record<string, CaseFormField> = { managers: 'managerIds', managerleader: 'managerLeaderId' };

export interface CaseFormProps {
  initialValues: CaseFormValues;
  clientSource: ClientSource;
  /** The route fixes the client: shown, not changeable. */
  clientLocked?: boolean;
  /**
   * A case not created yet: "Odrzucona" is not offered, since a rejection needs its reason sent as a comment on the
   * case first (spec 000 section 4), and a new case has no earlier status to be rejected from.
   */
  isNew?: boolean;
  /** People the case already names, so their names show before (or without) the pickers' lists. */
  known?: KnownStaff & { client?: Person | null; product?: ProductMinimal | null };
  submitLabel: string;
  /** The message when the submit fails for a reason other than a field (e.g. "Nie udało się zapisać zmian…"). */
  failureMessage: string;
  /**
   * Rejects on failure (a SubmitFailure says which step failed); the form keeps everything typed. Resolves with
   * `finished` once saved and leaving (the form sends nothing more), with nothing when it stays (a cancelled step).
   */
  onSubmit: (values: CaseFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The full case form of the admin, manager and patron create and edit screens. */
export function CaseForm({
  initialValues,
  clientSource,
  clientLocked = false,
  isNew = false,
  known,
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
}: CaseFormProps) {
  const form = useForm<CaseFormValues>({ mode: 'controlled', initialValues, validate: caseFormValidation });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const clients = useClientOptions(clientSource, form.values.clientId, known?.client);
  const staff = useStaffOptions(known);
  /** One staff member of the case to pick, or none. */
  const personSelect = (
    name: 'expertId' | 'managerLeaderId' | 'salesPersonId',
    label: string,
    data: typeof staff.experts,
  ) => (
    <Select<number>
      label={label}
      searchable
      clearable
      nothingFoundMessage={caseTexts.nothingFound}
      data={data}
      {...form.getInputProps(name)}
    />
  );

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (the
  // screen resolves with `finished` as it leaves)
  const once = useOneAtATime();
  const submit = form.onSubmit((values) =>
    once(async () => {
      setSubmitting(true);
      setFailure(null);
      try {
        return await onSubmit(values);
      } catch (error) {
        const view = failureView(error, caseFormFields, failureMessage, serverAliases);
        form.setErrors(view.fields);
        setFailure(view.message);
      } finally {
        setSubmitting(false);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={fields.name} withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select<number>
            label={fields.client}
            withAsterisk
            searchable
            nothingFoundMessage={caseTexts.nothingFound}
            data={clients}
            disabled={clientLocked}
            {...form.getInputProps('clientId')}
          />
          <ProductPicker
            label={fields.product}
            withAsterisk
            selectedProduct={known?.product}
            {...form.getInputProps('productId')}
            value={form.values.productId}
          />
          <Select
            label={fields.status}
            data={caseStatusOptions(inOrganisationContext()).filter((option) => !isNew || option.value !== 'Rejected')}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Select label={fields.result} data={resultOptions} allowDeselect={false} {...form.getInputProps('result')} />
          {personSelect('expertId', fields.expert, staff.experts)}
          <MultiSelect<number>
            label={fields.managers}
            searchable
            nothingFoundMessage={caseTexts.nothingFound}
            data={staff.managers}
            {...form.getInputProps('managerIds')}
          />
          {personSelect('managerLeaderId', fields.leader, staff.leaders)}
          {personSelect('salesPersonId', fields.salesPerson, staff.salesPeople)}
          <TextInput label={fields.companyName} {...form.getInputProps('companyName')} />
          <Switch
            label={fields.isVatPayer}
            mt={{ sm: 'xl' }}
            {...form.getInputProps('isVatPayer', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Textarea label={fields.description} rows={4} {...form.getInputProps('description')} />
        {failure && (
          <Alert color="red" title={caseTexts.forms.messages.failedTitle} role="alert">
            {failure}
          </Alert>
        )}
        <UnsavedChangesGuard dirty={form.isDirty() && !submitting} />
        <FormActions onCancel={onCancel} pending={submitting} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
