import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  saveApplicationUserAccountingPotentialBodyEmployeeCountMin,
  saveApplicationUserAccountingPotentialBodyEstimatedMonthlyFeeMin,
  saveApplicationUserAccountingPotentialBodyMonthlyDocumentCountMin,
  saveApplicationUserAccountingPotentialBodyNotesMax,
} from '@portal/sdk/limits/users';
import type {
  AccountingKind,
  ApplicationUser,
  ClientSize,
  CompanyLegalForm,
  TaxForm,
  UserAccountingPotential,
  UserAccountingPotentialInput,
} from '@portal/sdk/model';
import { SaveApplicationUserAccountingPotentialBody } from '@portal/sdk/zod/users';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FileError } from '@/components/files/FileError';
import { usePdfFile } from '@/components/files/use-pdf-file';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { NotesField } from '@/components/NotesField';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { accountingKindLabels, clientSizeLabels, companyLegalFormLabels, taxFormLabels } from '@/copy/case-labels';
import { fullName } from '@/copy/people';
import { optionsOf } from '@/copy/sales-labels';
import { contractValidation } from '@/lib/validation';
import { accountingPotentialPdfQuery, accountingPotentialQuery, useSaveAccountingPotential } from './api';
import { numberOrNull, SavedLine, SavedRecord, versionOf } from './SavedRecord';
import { crmTexts } from './texts';
import { useRecordSave } from './use-record-save';

const texts = crmTexts.accountingPotential;
const fields = texts.fields;

/** A yes-or-no the client may not have said yet: "Tak", "Nie" or nothing. */
type YesNo = 'yes' | 'no' | null;
const yesNoOptions = optionsOf(texts.yesNo);
const yesNoOf = (value: boolean | null | undefined): YesNo => (value === true ? 'yes' : value === false ? 'no' : null);
const booleanOf = (value: YesNo) => (value === null ? null : value === 'yes');

interface Values {
  accountingKind: AccountingKind | null;
  taxForm: TaxForm | null;
  legalForm: CompanyLegalForm | null;
  clientSize: ClientSize | null;
  isVatPayer: YesNo;
  monthlyDocumentCount: number | string;
  employeeCount: number | string;
  hasForeignTransactions: YesNo;
  estimatedMonthlyFee: number | string;
  notes: string;
}
const FIELDS = Object.keys(fields) as (keyof Values)[];

const valuesOf = (potential: UserAccountingPotential | null): Values => ({
  accountingKind: potential?.accountingKind ?? null,
  taxForm: potential?.taxForm ?? null,
  legalForm: potential?.legalForm ?? null,
  clientSize: potential?.clientSize ?? null,
  isVatPayer: yesNoOf(potential?.isVatPayer),
  monthlyDocumentCount: potential?.monthlyDocumentCount ?? '',
  employeeCount: potential?.employeeCount ?? '',
  hasForeignTransactions: yesNoOf(potential?.hasForeignTransactions),
  estimatedMonthlyFee: potential?.estimatedMonthlyFee ?? '',
  notes: potential?.notes ?? '',
});

const bodyOf = (values: Values): UserAccountingPotentialInput => ({
  ...values,
  isVatPayer: booleanOf(values.isVatPayer),
  hasForeignTransactions: booleanOf(values.hasForeignTransactions),
  monthlyDocumentCount: numberOrNull(values.monthlyDocumentCount),
  employeeCount: numberOrNull(values.employeeCount),
  estimatedMonthlyFee: numberOrNull(values.estimatedMonthlyFee),
  notes: values.notes.trim() || null,
});

/** "Potencjał księgowy": the basis of an accounting offer, and its PDF once saved; empty until first saved. */
export function AccountingPotentialTab({ client }: { client: ApplicationUser }) {
  const query = useQuery(accountingPotentialQuery(client.id));
  return (
    <SavedRecord query={query}>
      {(potential) => <AccountingPotentialForm key={versionOf(potential)} client={client} potential={potential} />}
    </SavedRecord>
  );
}

function AccountingPotentialForm({
  client,
  potential,
}: {
  client: ApplicationUser;
  potential: UserAccountingPotential | null;
}) {
  const save = useSaveAccountingPotential();
  const pdf = usePdfFile(texts.pdfFileName(client.id), () => accountingPotentialPdfQuery(client.id));
  const form = useForm<Values>({
    initialValues: valuesOf(potential),
    validate: contractValidation(SaveApplicationUserAccountingPotentialBody, bodyOf),
  });
  const { submit, failure, cancel } = useRecordSave({
    form,
    fields: FIELDS,
    texts,
    save: (values) => save.mutateAsync({ id: client.id, data: bodyOf(values) }),
    saved: texts.saved,
  });
  const choice = <K extends 'accountingKind' | 'taxForm' | 'legalForm' | 'clientSize'>(
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
  const yesNo = (name: 'isVatPayer' | 'hasForeignTransactions') => (
    <Select
      label={fields[name]}
      placeholder={texts.choose}
      clearable
      data={yesNoOptions}
      {...form.getInputProps(name)}
    />
  );
  const count = (name: 'monthlyDocumentCount' | 'employeeCount', min: number) => (
    <NumberInput
      label={fields[name]}
      min={min}
      allowDecimal={false}
      thousandSeparator=" "
      {...form.getInputProps(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <SavedLine record={potential} />
          <Stack gap={4} align="flex-end">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={texts.pdfName(fullName(client))}
              disabled={!potential || pdf.pending !== null}
              loading={pdf.pending === 'download'}
              onClick={pdf.download}
            >
              {texts.pdf}
            </Button>
            {!potential && (
              <Text size="xs" c="dimmed">
                {texts.pdfHint}
              </Text>
            )}
          </Stack>
        </Group>
        <FileError error={pdf.error} />
        <FormSection title={texts.title}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {choice('accountingKind', accountingKindLabels)}
            {choice('taxForm', taxFormLabels)}
            {choice('legalForm', companyLegalFormLabels)}
            {choice('clientSize', clientSizeLabels)}
            {yesNo('isVatPayer')}
            {count('monthlyDocumentCount', saveApplicationUserAccountingPotentialBodyMonthlyDocumentCountMin)}
            {count('employeeCount', saveApplicationUserAccountingPotentialBodyEmployeeCountMin)}
            {yesNo('hasForeignTransactions')}
            <NumberInput
              label={fields.estimatedMonthlyFee}
              min={saveApplicationUserAccountingPotentialBodyEstimatedMonthlyFeeMin}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator=" "
              suffix={crmTexts.currencySuffix}
              {...form.getInputProps('estimatedMonthlyFee')}
            />
          </SimpleGrid>
          <NotesField
            label={fields.notes}
            maxLength={saveApplicationUserAccountingPotentialBodyNotesMax}
            {...form.getInputProps('notes')}
          />
        </FormSection>
        <FormActions onCancel={cancel} pending={save.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
