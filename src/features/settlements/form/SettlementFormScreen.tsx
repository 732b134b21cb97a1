import { NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createSettlementAttachmentBodyDescriptionMax,
  createSettlementBodyAmountDueMin,
  createSettlementBodyExpertInvoiceAmountMin,
  createSettlementBodyExpertInvoiceNumberMax,
  createSettlementBodyGrossAmountMin,
  createSettlementBodyInvoiceNumberMax,
  createSettlementBodyNotesMax,
} from '@portal/sdk/limits/settlements';
import type { Settlement, SettlementInput } from '@portal/sdk/model';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DayInput } from '@/components/DayInput';
import { FormActions } from '@/components/FormActions';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { FormSection } from '@/components/FormSection';
import { notifySaved } from '@/components/notify-saved';
import { PaymentStatusSelect } from '@/components/settlements/PaymentStatusSelect';
import { usePageTrail } from '@/components/shell/page-title';
import { UnsavedChangesGuard, useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import { NotesField } from '@/components/NotesField';
import { failedSaveText } from '@/components/failed-save';
import { QueryState } from '@/components/QueryState';
import { useEditRecord } from '@/lib/edit-record';
import { settlementDetailsTexts } from '@/features/settlements/details/texts';
import {
  emptySettlementForm,
  settlementBody,
  settlementFormValues,
  shareFields,
  validateSettlementForm,
  type SettlementFormValues,
} from './form-values';
import { AttachmentsField } from '@/components/files/AttachmentsField';
import { useRecordWithFiles } from '@/components/files/use-record-with-files';
import {
  settlementQuery,
  useCreateSettlement,
  useCreateSettlementAttachment,
  useDeleteSettlementAttachment,
  useUpdateSettlement,
} from './api';
import { settlementFormTexts as texts } from './texts';

const fields = texts.fields;
const formFields = Object.keys(emptySettlementForm()) as (keyof SettlementFormValues)[];
const amountMin = {
  amountDue: createSettlementBodyAmountDueMin,
  grossAmount: createSettlementBodyGrossAmountMin,
  expertInvoiceAmount: createSettlementBodyExpertInvoiceAmountMin,
};

/** `/settlement/{id}/edit`: the form over the settlement as the server has it now (`useEditRecord`). */
export function EditSettlementScreen({ id }: { id: string }) {
  const record = useEditRecord(settlementQuery(id));
  return (
    <QueryState query={record} notFoundText={texts.notFound}>
      {record.data && <SettlementFormScreen key={record.version} caseRef={record.data.case} settlement={record.data} />}
    </QueryState>
  );
}

/**
 * `/settlement/create/{caseId}` and `/settlement/{id}/edit`: a settlement of a case, its invoice, payment and the
 * shares' statuses. The contract's rules and the firm's (an issued invoice has its number and dates) are checked
 * as the user types; the server's 400 lands under the fields; nothing typed is lost on a failure.
 */
export function SettlementFormScreen({
  caseRef,
  settlement,
}: {
  caseRef: { id: number; name: string };
  settlement?: Settlement;
}) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const create = useCreateSettlement();
  const update = useUpdateSettlement();
  const [failure, setFailure] = useState<string>();
  const form = useForm<SettlementFormValues>({
    mode: 'controlled',
    initialValues: settlement ? settlementFormValues(settlement) : emptySettlementForm(),
    validate: validateSettlementForm,
  });
  const uploadFile = useCreateSettlementAttachment();
  const removeFile = useDeleteSettlementAttachment();
  const { files, save } = useRecordWithFiles({
    id: settlement?.id,
    attachments: settlement?.attachments ?? [],
    create: (data: SettlementInput) => create.mutateAsync({ data }),
    update: (id, data) => update.mutateAsync({ id, data }),
    upload: (settlementId, file, description) => uploadFile.mutateAsync({ data: { file, settlementId, description } }),
    remove: (id) => removeFile.mutateAsync({ id }),
  });
  const pending = create.isPending || update.isPending || uploadFile.isPending || removeFile.isPending;
  const leave = () => void navigate({ to: '/settlements' });
  const { saved, markSaved } = useLeaveOnceSaved(leave);

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (leaving)
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        const result = await save(settlementBody(caseRef.id, values));
        if (!result.saved) return setFailure(failedSaveText(result.error, form, formFields, texts));
        if (result.failedFiles.length) return setFailure(texts.attachments.failed(result.failedFiles.join(', ')));
        notifySaved(settlement ? texts.saved : texts.created);
        markSaved();
        return finished;
      }),
    () => setFailure(texts.invalid),
  );

  const dateField = (name: 'issueDate' | 'paymentDueDate' | 'paymentDate') => (
    <DayInput label={fields[name]} clearable {...form.getInputProps(name)} />
  );
  const amountField = (name: 'grossAmount' | 'amountDue' | 'expertInvoiceAmount', required = false) => (
    <NumberInput
      label={fields[name]}
      withAsterisk={required}
      min={amountMin[name]}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator=" "
      suffix={texts.currencySuffix}
      {...form.getInputProps(name)}
    />
  );

  return (
    <Stack gap="lg" maw={880}>
      <UnsavedChangesGuard dirty={(form.isDirty() || files.changed) && !saved} />
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{texts.caseLine(caseRef.name)}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormSection title={texts.sections.invoice}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={fields.invoiceNumber}
                maxLength={createSettlementBodyInvoiceNumberMax}
                {...form.getInputProps('invoiceNumber')}
              />
              {dateField('issueDate')}
              {amountField('amountDue', true)}
              <Stack gap={2}>
                {amountField('grossAmount', true)}
                <Text size="xs" c="dimmed">
                  {texts.grossFromNet}
                </Text>
              </Stack>
            </SimpleGrid>
          </FormSection>
          <FormSection title={texts.sections.payment}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PaymentStatusSelect
                variant="payment"
                label={fields.paymentStatus}
                value={form.values.paymentStatus}
                onChange={(status) => form.setFieldValue('paymentStatus', status)}
              />
              {dateField('paymentDueDate')}
              {dateField('paymentDate')}
            </SimpleGrid>
            <NotesField
              label={fields.notes}
              maxLength={createSettlementBodyNotesMax}
              {...form.getInputProps('notes')}
            />
          </FormSection>
          <FormSection title={texts.sections.shares}>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
              {shareFields.map((field) => (
                <PaymentStatusSelect
                  key={field}
                  variant="payment"
                  label={settlementDetailsTexts.drawer.roles[field]}
                  value={form.values[field]}
                  onChange={(status) => form.setFieldValue(field, status)}
                />
              ))}
            </SimpleGrid>
          </FormSection>
          <FormSection title={texts.sections.expert}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={fields.expertInvoiceNumber}
                maxLength={createSettlementBodyExpertInvoiceNumberMax}
                {...form.getInputProps('expertInvoiceNumber')}
              />
              {amountField('expertInvoiceAmount')}
            </SimpleGrid>
          </FormSection>
          <FormSection title={texts.sections.attachments}>
            <AttachmentsField
              texts={texts.attachments}
              descriptionMax={createSettlementAttachmentBodyDescriptionMax}
              {...files.field}
            />
          </FormSection>
          <FormActions
            failure={failure}
            onCancel={() => leave()}
            pending={pending}
            submitLabel={settlement ? undefined : texts.create}
          />
        </Stack>
      </form>
    </Stack>
  );
}
