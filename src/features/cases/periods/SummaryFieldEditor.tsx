import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { CasePeriod, CasePeriodSummaryField, CasePeriodSummaryFieldInput } from '@portal/sdk/model';
import { UpdateCasePeriodSummaryFieldBody } from '@portal/sdk/zod/cases';
import { MutationError } from '@/components/MutationError';
import { contractValidation } from '@/lib/validation';
import { periodParams } from './period-state';
import { useUpdateCasePeriodSummaryField } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';
import { FormActions } from '@/components/FormActions';

const texts = caseTexts.periods.summary;

interface SummaryFieldValues {
  value: string;
  amount: number | string;
  paymentDueDate: string | null;
  bankAccount: string;
}

const toInput = (values: SummaryFieldValues): CasePeriodSummaryFieldInput => ({
  value: values.value.trim() || null,
  amount: typeof values.amount === 'number' ? values.amount : null,
  paymentDueDate: values.paymentDueDate || null,
  bankAccount: values.bankAccount.trim() || null,
});

/** The form of one summary line (value, amount, payment due date, bank account). */
export function SummaryFieldEditor({
  caseId,
  period,
  field,
  onClose,
}: {
  caseId: number;
  period: CasePeriod;
  field: CasePeriodSummaryField;
  onClose: () => void;
}) {
  const update = useUpdateCasePeriodSummaryField(caseId);
  const form = useForm<SummaryFieldValues>({
    initialValues: {
      value: field.value ?? '',
      amount: field.amount ?? '',
      paymentDueDate: field.paymentDueDate ?? null,
      bankAccount: field.bankAccount ?? '',
    },
    validate: contractValidation(UpdateCasePeriodSummaryFieldBody, toInput),
  });
  const name = texts.fieldLabel(field.fieldName);

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        id: caseId,
        params: { ...periodParams(period), summaryFieldId: field.summaryFieldId },
        data: toInput(values),
      },
      // the case is refreshed before this runs, so the closed editor shows the stored line
      { onSuccess: onClose },
    ),
  );

  return (
    <form onSubmit={submit} aria-label={texts.editor.title(name)}>
      <Stack gap="xs">
        {/* which line is being edited, as the line showed it */}
        <Text fw={600}>{name}</Text>
        <TextInput label={texts.editor.value} {...form.getInputProps('value')} />
        <NumberInput
          label={texts.editor.amount}
          decimalSeparator=","
          decimalScale={2}
          hideControls
          {...form.getInputProps('amount')}
        />
        <DateInput
          label={texts.editor.paymentDueDate}
          valueFormat="YYYY-MM-DD"
          clearable
          {...form.getInputProps('paymentDueDate')}
        />
        <TextInput label={texts.editor.bankAccount} {...form.getInputProps('bankAccount')} />
        <MutationError error={update.error} />
        <FormActions onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
}
